import type { Translate } from '../facts'
import { Gallery, type GalleryLabels } from '../Gallery'
import type { PropertyDetail } from '../types'

/**
 * The photo gallery with its labels in the page language. `counter` is the raw message
 * ('{index} / {count}'), like `spokenCounter`: the lightbox fills them in the browser as photos change.
 */
export function PropertyGallery({ p, t, counter }: { p: PropertyDetail; t: Translate; counter: string }) {
  const labels: GalleryLabels = {
    region: t('gallery.label'),
    title: t('gallery.dialogTitle', { title: p.title }),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    close: t('gallery.close'),
    play: t('gallery.play'),
    pause: t('gallery.pause'),
    counter,
    spokenCounter: t.raw('gallery.spokenCounter') as string,
    open: p.photos.map((_, i) => t('gallery.open', { index: i + 1, count: p.photos.length })),
    showAll: t('gallery.showAll', { count: p.photos.length }),
    slideshow: t('gallery.slideshow'),
    noPhotos: t('gallery.noPhotos'),
  }
  return (
    <div className="mt-6">
      <Gallery photos={p.photos} title={p.title} labels={labels} />
    </div>
  )
}
