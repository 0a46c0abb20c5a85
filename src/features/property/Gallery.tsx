import { GalleryController } from './GalleryController'
import type { LightboxLabels, LightboxPhoto } from './Lightbox'
import type { Photo } from './types'

export interface GalleryLabels extends LightboxLabels {
  /** 'Enlarge photo {index} of {count}' with the numbers filled in, one per photo. */
  open: string[]
  region: string
  showAll: string
  slideshow: string
  noPhotos: string
}

const srcSetOf = (p: Photo) =>
  [p.medium, p.large]
    .filter((s) => s !== null)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ') || undefined

const focus =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand rounded-md overflow-hidden'

/**
 * The photos: the main photo large (first in the page's loading order), the others as lazy
 * thumbnails; every photo is a button that opens the lightbox there.
 */
export function Gallery({ photos, title, labels }: { photos: Photo[]; title: string; labels: GalleryLabels }) {
  if (!photos.length) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-md bg-slate-100 p-6 text-center text-slate-600 md:aspect-[21/9]">
        {labels.noPhotos}
      </div>
    )
  }
  const [main, ...rest] = photos
  const lightboxPhotos: LightboxPhoto[] = photos.map((p) => ({
    src: p.large?.url ?? p.url,
    srcSet: srcSetOf(p),
    width: p.large?.width ?? p.width,
    height: p.large?.height ?? p.height,
    alt: p.alt || title,
  }))
  const mainSize = main.large ?? main.medium
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
          {/* eslint-disable-next-line @next/next/no-img-element -- Payload makes the renditions; next/image would add client JS */}
          <img
            src={mainSize?.url ?? main.url}
            srcSet={srcSetOf(main)}
            sizes="(min-width: 1280px) 1248px, 100vw"
            width={mainSize?.width ?? main.width}
            height={mainSize?.height ?? main.height}
            alt={main.alt || title}
            fetchPriority="high"
            data-testid="main-photo"
            className="aspect-[3/2] w-full object-cover md:aspect-[21/9]"
          />
        </button>
        {rest.length ? (
          <ul className="mt-2 grid grid-cols-4 gap-2 md:grid-cols-6 lg:grid-cols-8 print:hidden">
            {rest.map((p, i) => {
              const thumb = p.thumb ?? p.medium
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    data-photo-index={i + 1}
                    aria-label={labels.open[i + 1]}
                    aria-haspopup="dialog"
                    className={`block w-full bg-slate-100 ${focus}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={thumb?.url ?? p.url}
                      width={thumb?.width ?? p.width}
                      height={thumb?.height ?? p.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full object-cover transition-opacity hover:opacity-85"
                    />
                  </button>
                </li>
              )
            })}
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
