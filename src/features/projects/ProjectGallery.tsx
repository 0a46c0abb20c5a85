import type { Image } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import type { ProjectsT } from './summary-text'

/** A simple responsive gallery: the first photo large, the others in a grid beside or below it. */
export function ProjectGallery({ photos, title, t }: { photos: Image[]; title: string; t: ProjectsT }) {
  if (photos.length === 0) return null
  return (
    <section aria-label={t('detail.photos', { title })} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4" data-testid="project-gallery">
        {photos.map((photo, i) => {
          const first = i === 0
          return (
            <li
              key={i}
              className={`overflow-hidden rounded-md bg-slate-100 ${first ? 'col-span-2 md:row-span-2' : ''}`}
            >
              <ResponsiveImage
                image={photo}
                sizes={
                  first
                    ? '(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw'
                    : '(min-width: 1152px) 288px, (min-width: 768px) 25vw, 50vw'
                }
                fallbackAlt={t('detail.photoAlt', { title, n: i + 1 })}
                load={first ? 'priority' : 'lazy'}
                className="aspect-[3/2] h-full w-full object-cover"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
