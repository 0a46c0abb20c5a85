import { fileFor, sourcesOf, type Image } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { GalleryController } from './GalleryController'
import type { LightboxLabels, LightboxPhoto } from './Lightbox'
import './gallery.css'

export interface GalleryLabels extends LightboxLabels {
  /** 'Enlarge photo {index} of {count}' with the numbers filled in, one per photo. */
  open: string[]
  region: string
  showAll: string
  slideshow: string
  noPhotos: string
}

/** The widest rendition Payload makes: what a photo's link opens without JavaScript. */
const FULL_WIDTH = 1360

const buttonClass =
  'gallery-needs-js inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-ring-brand'

/**
 * The photos, all in one list (classes in gallery.css): on a phone a strip swiped sideways with
 * the photo's place on each; from the tablet width the first photo large and the others as
 * thumbnails. The first photo is the page's largest paint, the others load lazily. Each photo is
 * a link to its full-size file, which the viewer (GalleryController) takes over when scripts run.
 */
export function Gallery({ photos, title, labels }: { photos: Image[]; title: string; labels: GalleryLabels }) {
  if (!photos.length) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-md bg-slate-100 p-6 text-center text-slate-600 md:aspect-[21/9]">
        {labels.noPhotos}
      </div>
    )
  }
  // The lightbox is a client component: it gets the attributes, not the media module.
  // Shown full screen: the two large renditions are enough, and keep the client's props small.
  const lightboxPhotos: LightboxPhoto[] = photos.map((p) => ({
    ...sourcesOf(p, ['w600', 'w1360']),
    alt: p.alt || title,
  }))
  const { title: dialogTitle, previous, next, close, play, pause, counter, spokenCounter } = labels
  const lightboxLabels: LightboxLabels = {
    title: dialogTitle,
    previous,
    next,
    close,
    play,
    pause,
    counter,
    spokenCounter,
  }
  const count = photos.length
  return (
    <section aria-label={labels.region} data-testid="gallery">
      <GalleryController photos={lightboxPhotos} labels={lightboxLabels}>
        <ul className="gallery-strip" data-testid="gallery-strip">
          {photos.map((p, i) => (
            <li key={p.id} className="gallery-item">
              <a
                href={fileFor(p, FULL_WIDTH).url}
                data-photo-index={i}
                aria-label={labels.open[i]}
                aria-haspopup="dialog"
                className="gallery-link"
              >
                {i === 0 ? (
                  <ResponsiveImage
                    image={p}
                    // From 1280 px the contact panel (22rem and the 2.5rem gap) stands beside the photos.
                    sizes="(min-width: 1280px) 856px, 100vw"
                    fallbackAlt={title}
                    load="priority"
                    testId="main-photo"
                    className="gallery-photo"
                  />
                ) : (
                  // Across the phone's screen in the strip, a thumbnail from the tablet width;
                  // the link's label names the photo.
                  <ResponsiveImage
                    image={p}
                    sizes="(min-width: 1280px) 150px, (min-width: 767px) 16vw, 100vw"
                    alt=""
                    className="gallery-photo"
                  />
                )}
              </a>
              <span className="gallery-count" aria-hidden="true" data-testid="gallery-count">
                {counter.replace('{index}', String(i + 1)).replace('{count}', String(count))}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap gap-2 print:hidden">
          <button type="button" data-photo-index="0" aria-haspopup="dialog" className={buttonClass}>
            {labels.showAll}
          </button>
          {count > 1 ? (
            <button
              type="button"
              data-slideshow=""
              aria-haspopup="dialog"
              data-testid="gallery-slideshow"
              className={buttonClass}
            >
              {labels.slideshow}
            </button>
          ) : null}
        </div>
      </GalleryController>
    </section>
  )
}
