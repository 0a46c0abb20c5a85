import { sourcesOf, type Image } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { GalleryController } from './GalleryController'
import type { LightboxLabels, LightboxPhoto } from './Lightbox'

export interface GalleryLabels extends LightboxLabels {
  /** 'Enlarge photo {index} of {count}' with the numbers filled in, one per photo. */
  open: string[]
  region: string
  showAll: string
  slideshow: string
  noPhotos: string
}

const focus =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand rounded-md overflow-hidden'

/**
 * The photos: the main photo large (first in the page's loading order), the others as lazy
 * thumbnails; every photo is a button that opens the lightbox there.
 */
export function Gallery({ photos, title, labels }: { photos: Image[]; title: string; labels: GalleryLabels }) {
  if (!photos.length) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-md bg-slate-100 p-6 text-center text-slate-600 md:aspect-[21/9]">
        {labels.noPhotos}
      </div>
    )
  }
  const [main, ...rest] = photos
  // The lightbox is a client component: it gets the attributes, not the media module.
  // Shown full screen: the two large renditions are enough, and keep the client's props small.
  const lightboxPhotos: LightboxPhoto[] = photos.map((p) => ({
    ...sourcesOf(p, ['w600', 'w1360']),
    alt: p.alt || title,
  }))
  const { title: dialogTitle, previous, next, close, play, pause, counter } = labels
  const lightboxLabels: LightboxLabels = { title: dialogTitle, previous, next, close, play, pause, counter }
  return (
    <section aria-label={labels.region} data-testid="gallery">
      <GalleryController photos={lightboxPhotos} labels={lightboxLabels}>
        <button
          type="button"
          data-photo-index="0"
          aria-label={labels.open[0]}
          aria-haspopup="dialog"
          className={`block w-full bg-slate-100 ${focus}`}
        >
          <ResponsiveImage
            image={main}
            sizes="(min-width: 1280px) 1248px, 100vw"
            fallbackAlt={title}
            load="priority"
            testId="main-photo"
            className="aspect-[3/2] w-full object-cover md:aspect-[21/9]"
          />
        </button>
        {rest.length ? (
          <ul className="mt-2 grid grid-cols-4 gap-2 md:grid-cols-6 lg:grid-cols-8 print:hidden">
            {rest.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  data-photo-index={i + 1}
                  aria-label={labels.open[i + 1]}
                  aria-haspopup="dialog"
                  className={`block w-full bg-slate-100 ${focus}`}
                >
                  {/* The button's label names the photo. At most 192 px wide (a quarter of a 767 px
                      screen): 600 px files cover a pixel ratio of 3, the 1360 px one is never needed. */}
                  <ResponsiveImage
                    image={p}
                    sizes="(min-width: 1280px) 150px, (min-width: 1024px) 12vw, (min-width: 768px) 16vw, 25vw"
                    use={['w100', 'w400', 'w600']}
                    alt=""
                    className="aspect-[3/2] w-full object-cover transition-opacity hover:opacity-85"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            data-photo-index="0"
            aria-haspopup="dialog"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-ring-brand"
          >
            {labels.showAll}
          </button>
          {photos.length > 1 ? (
            <button
              type="button"
              data-slideshow=""
              aria-haspopup="dialog"
              data-testid="gallery-slideshow"
              className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-ring-brand"
            >
              {labels.slideshow}
            </button>
          ) : null}
        </div>
      </GalleryController>
    </section>
  )
}
