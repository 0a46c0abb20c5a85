import { imageOf } from '@/features/shell/media'

/** The banner of a menu page (SPEC §3 showPageBanner): its image, banner title and description. */
export function PageBanner({
  image,
  title,
  description,
}: {
  image: unknown
  title?: string | null
  description?: string | null
}) {
  const picture = imageOf(image, 'w1360')
  if (!picture && !title && !description) return null
  return (
    <section data-testid="page-banner" className="relative isolate overflow-hidden bg-slate-800 text-white">
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a Payload rendition, no client JS
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt=""
          fetchPriority="high"
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
