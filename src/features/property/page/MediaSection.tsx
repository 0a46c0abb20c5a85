import type { ComponentProps } from 'react'
import { tourEmbed, videoEmbed } from '../embeds'
import type { Translate } from '../facts'
import { MediaEmbed } from '../MediaEmbed'
import type { PropertyDetail } from '../types'
import { SectionHeading } from './SectionHeading'

/** The video and the virtual tour, each behind a click (third-party players). */
export function MediaSection({
  p,
  t,
  poster,
}: {
  p: PropertyDetail
  t: Translate
  poster: ComponentProps<typeof MediaEmbed>['poster']
}) {
  const video = videoEmbed(p.videoUrl)
  const tour = tourEmbed(p.virtualTourUrl)
  if (!video && !tour) return null
  return (
    <section aria-labelledby="media-title" className="print:hidden" data-testid="section-media">
      <SectionHeading id="media-title">{t('sections.media')}</SectionHeading>
      <div className="grid gap-6 md:grid-cols-2">
        {video ? (
          <MediaEmbed
            embed={video}
            poster={poster}
            buttonLabel={t('media.playVideo')}
            frameTitle={t('media.videoTitle', { title: p.title })}
            note={t('media.thirdParty', { host: video.host })}
            testId="play-video"
            consent={{ text: t('media.consentText'), button: t('media.consentButton') }}
          />
        ) : null}
        {tour ? (
          <MediaEmbed
            embed={tour}
            poster={poster}
            buttonLabel={t('media.openTour')}
            frameTitle={t('media.tourTitle', { title: p.title })}
            note={t('media.thirdParty', { host: tour.host })}
            testId="open-tour"
          />
        ) : null}
      </div>
    </section>
  )
}
