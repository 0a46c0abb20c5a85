import { sourcesOf, type Image, type MediaSizeName } from './image'

/**
 * A Payload image as a plain `<img>` with its renditions in `srcset`: a server component, so
 * it adds no JavaScript (next/image would). Width and height are always set, so the page does
 * not move when the file arrives.
 */
export function ResponsiveImage({
  image,
  sizes,
  use,
  alt,
  fallbackAlt,
  load = 'lazy',
  className,
  testId,
}: {
  image: Image
  /** How wide the image is shown at each breakpoint; the browser picks the file from it. */
  sizes: string
  /** The renditions to offer (all by default), e.g. a single one for a logo drawn by height. */
  use?: readonly MediaSizeName[]
  /** Replaces the media's alt text: '' for a picture that says nothing the page does not. */
  alt?: string
  /** The text when staff left the media's alt text empty. */
  fallbackAlt?: string
  /**
   * 'lazy' below the fold; 'eager' above it; 'priority' for the page's largest paint (the first
   * banner or gallery photo), fetched before anything else.
   */
  load?: 'lazy' | 'eager' | 'priority'
  className?: string
  testId?: string
}) {
  const { src, srcSet, width, height } = sourcesOf(image, use, sizes)
  // Attributes left unset are left out rather than passed as undefined: React's payload in the
  // cached page would spell out each one ("$undefined") for every image.
  const attributes = definedOnly({
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width,
    height,
    loading: load === 'lazy' ? ('lazy' as const) : undefined,
    fetchPriority: load === 'priority' ? ('high' as const) : undefined,
    // Even the largest paint's: a frame waiting on a picture's decoding waits with everything in it.
    decoding: 'async' as const,
    className,
    'data-testid': testId,
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload makes the renditions; next/image would add client JS
    <img src={src} alt={alt ?? (image.alt || fallbackAlt || '')} {...attributes} />
  )
}

/** The entries of `o` whose value is not undefined. */
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
}
