import type { CSSProperties } from 'react'
import { levelOf, ModuleHeader } from '@/features/articles/ui'
import { bannerMedia } from '@/features/search/banner'
import '@/features/search/banner.css'
import { imageOf } from '@/features/shell/media'
import { env } from '@/lib/env'
import type { BannerModule as BannerModuleData, Media } from '@/payload/payload-types'
import { safeColor } from './module-layout'

function Picture({ media, lazy }: { media: Media; lazy: boolean }) {
  const picture = imageOf(media, 'w1360')
  if (!picture) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a Payload rendition, no client JS
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      className="absolute inset-0 size-full object-cover"
    />
  )
}

/**
 * A banner module (SPEC §3 Module): its title and description over its background, which is an
 * image, a gallery of images (crossfading, CSS only), a video file of this site, a colour, or
 * none. Pictures are decoration: the text carries the meaning.
 */
export function BannerModule({ module, headingId }: { module: BannerModuleData; headingId: string }) {
  const type = module.backgroundType ?? 'none'
  const media = bannerMedia<Media>({ ...module, type }, env().siteUrl)
  const color = type === 'color' ? safeColor(module.colorBackground) : null
  const dark = media.kind !== 'none'
  return (
    <section
      aria-labelledby={module.title ? headingId : undefined}
      data-testid="banner-module"
      data-background={media.kind === 'none' && color ? 'color' : media.kind}
      style={color ? { backgroundColor: color } : undefined}
      className={`relative isolate flex min-h-56 flex-col justify-end overflow-hidden rounded-lg p-6 md:p-10 ${
        dark ? 'bg-slate-800 text-white [&_h2,&_h3,&_h4,&_p]:text-white' : color ? '' : 'bg-slate-50'
      } ${module.cssClass ?? ''}`}
    >
      {dark ? (
        <div className="absolute inset-0 -z-10 opacity-60" aria-hidden="true">
          {media.kind === 'image' ? <Picture media={media.images[0]} lazy /> : null}
          {media.kind === 'gallery' ? (
            <div className={`banner-gallery-${media.images.length} absolute inset-0`}>
              {media.images.map((image, i) => (
                <div
                  key={image.id}
                  className="banner-slide absolute inset-0"
                  style={{ '--i': i, '--n': media.images.length } as CSSProperties}
                >
                  <Picture media={image} lazy />
                </div>
              ))}
            </div>
          ) : null}
          {media.kind === 'video' ? (
            <video
              src={media.video}
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
              className="absolute inset-0 size-full object-cover motion-reduce:hidden"
            />
          ) : null}
        </div>
      ) : null}
      <ModuleHeader
        id={headingId}
        level={levelOf(module.titleSize)}
        title={module.title}
        description={module.description}
      />
    </section>
  )
}
