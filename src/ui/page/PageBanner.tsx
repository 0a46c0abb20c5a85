import { imageOf, type MediaDoc } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'

/** The banner of a menu page (its showPageBanner field): its image, banner title and description. */
export function PageBanner({
  image,
  title,
  description,
}: {
  image: MediaDoc | number | null | undefined
  title?: string | null
  description?: string | null
}) {
  const picture = imageOf(image)
  if (!picture && !title && !description) return null
  return (
    <section data-testid="page-banner" className="relative isolate overflow-hidden bg-slate-800 text-white">
      {picture ? (
        // Behind the banner's own title: it says nothing the text does not. The page's largest paint.
        <ResponsiveImage
          image={picture}
          sizes="100vw"
          alt=""
          load="priority"
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
      ) : null}
      <div className="mx-auto flex min-h-48 max-w-6xl flex-col justify-end gap-2 px-4 py-10 md:min-h-64">
        {title ? <p className="text-3xl font-semibold tracking-tight md:text-4xl">{title}</p> : null}
        {description ? <p className="max-w-3xl text-lg text-white/90">{description}</p> : null}
      </div>
    </section>
  )
}
