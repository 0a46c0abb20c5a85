import type { CSSProperties, ReactNode } from 'react'
import { imageOf } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { pageClasses } from '@/ui/page/layout-fields'
import { bannerMedia } from '@/features/search/banner'
import '@/features/search/banner.css'
import { env } from '@/platform/env'
import type { Media } from '@/payload/payload-types'
import { Heading, moduleLevels, type HeadingLevel } from './heading'
import { safeColor, textOn } from './layout'

/** The fields every module has and the frame applies. */
export interface FramedModule {
  id?: string | null
  blockType: string
  title?: string | null
  titleSize?: string | null
  description?: string | null
  cssClass?: string | null
  backgroundType?: string | null
  image?: number | Media | null
  images?: (number | Media)[] | null
  videoUrl?: string | null
  colorBackground?: string | null
}

/** How text reads on the module: on the page (plain), white on a dark background, dark on a light one. */
export type Tone = 'plain' | 'on-dark' | 'on-light'

type Background =
  | { kind: 'none' }
  | { kind: 'color'; color: string }
  | { kind: 'image' | 'gallery'; images: Media[] }
  | { kind: 'video'; video: string; images: Media[] }

function backgroundOf(module: FramedModule): Background {
  const type = module.backgroundType ?? 'none'
  if (type === 'color') {
    const color = safeColor(module.colorBackground)
    return color ? { kind: 'color', color } : { kind: 'none' }
  }
  if (type === 'none') return { kind: 'none' }
  const media = bannerMedia<Media>({ ...module, type }, env().siteUrl)
  if (media.kind === 'none') return { kind: 'none' }
  if (media.kind === 'video') return { kind: 'video', video: media.video, images: media.images }
  return { kind: media.kind, images: media.images }
}

const toneOf = (background: Background): Tone =>
  background.kind === 'none'
    ? 'plain'
    : background.kind === 'color'
      ? textOn(background.color) === 'light'
        ? 'on-dark'
        : 'on-light'
      : 'on-dark'

const titleSize: Record<HeadingLevel, string> = {
  2: 'text-2xl font-semibold tracking-tight md:text-3xl',
  3: 'text-xl font-semibold tracking-tight md:text-2xl',
  4: 'text-lg font-semibold',
  5: 'text-base font-semibold',
}
const titleColor: Record<Tone, string> = {
  plain: 'text-slate-900',
  'on-dark': 'text-white',
  'on-light': 'text-slate-900',
}
const descriptionColor: Record<Tone, string> = {
  plain: 'text-slate-600',
  'on-dark': 'text-white',
  'on-light': 'text-slate-900',
}
/** Text written straight on the background (rich text) takes the background's text colour. */
const textBody: Record<Tone, string> = {
  plain: '',
  'on-dark': '[&_*]:text-white!',
  'on-light': '[&_*]:text-slate-900!',
}

/** Decoration behind the module's text, at most the page's content width. */
function Picture({ media }: { media: Media }) {
  const picture = imageOf(media)
  if (!picture) return null
  return (
    <ResponsiveImage
      image={picture}
      sizes="(min-width: 1280px) 1248px, 100vw"
      alt=""
      className="absolute inset-0 size-full object-cover"
    />
  )
}

function BackgroundLayer({ background }: { background: Background }) {
  if (background.kind === 'none' || background.kind === 'color') return null
  // A dark veil under pictures keeps white text readable whatever the picture.
  return (
    <div className="absolute inset-0 -z-10 bg-slate-900" aria-hidden="true">
      <div className="absolute inset-0 opacity-45">
        {background.kind === 'image' || (background.kind === 'video' && background.images[0]) ? (
          <Picture media={background.images[0]} />
        ) : null}
        {background.kind === 'gallery' ? (
          <div className={`banner-gallery-${background.images.length} absolute inset-0`}>
            {background.images.map((image, i) => (
              <div
                key={image.id}
                className="banner-slide absolute inset-0"
                style={{ '--i': i, '--n': background.images.length } as CSSProperties}
              >
                <Picture media={image} />
              </div>
            ))}
          </div>
        ) : null}
        {background.kind === 'video' ? (
          <video
            src={background.video}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            className="absolute inset-0 size-full object-cover motion-reduce:hidden"
          />
        ) : null}
      </div>
    </div>
  )
}

/**
 * The frame every page module is drawn in (docs/rules/content-and-modules.md): a section named by the module's
 * title (at its `titleSize`), its description, its CSS classes (class names only) and its
 * background (an image, crossfading images, a video file, a colour, or none). Pictures are
 * decoration: on them the text is white over a dark veil; on a colour it is white or dark,
 * whichever contrasts more. `body` says how the module's own content meets the background:
 * 'cards' bring their own white surface, 'text' takes the background's text colour, 'panel'
 * (forms, list controls) sits on a white panel.
 */
export function ModuleFrame({
  module,
  anchor,
  testId,
  className,
  body = 'cards',
  children,
}: {
  module: FramedModule
  /** The section's id, for a link to this module from elsewhere. */
  anchor?: string
  testId?: string
  className?: string
  body?: 'cards' | 'text' | 'panel'
  children?: ReactNode
}) {
  const background = backgroundOf(module)
  const tone = toneOf(background)
  const { level } = moduleLevels(module)
  const headingId = `module-${module.id ?? module.blockType}`
  const framed = background.kind !== 'none'
  const classes = [
    framed ? 'relative isolate overflow-hidden rounded-lg p-6 md:p-10' : '',
    tone === 'on-dark' && background.kind !== 'color' ? 'bg-slate-900' : '',
    className ?? '',
    pageClasses(module.cssClass),
  ]
  const hasHeader = !!(module.title || module.description)
  return (
    <section
      id={anchor}
      aria-labelledby={module.title ? headingId : undefined}
      data-testid={testId}
      data-module={module.blockType}
      data-background={background.kind}
      style={background.kind === 'color' ? { backgroundColor: background.color } : undefined}
      className={classes.filter(Boolean).join(' ') || undefined}
    >
      <BackgroundLayer background={background} />
      {hasHeader ? (
        <header className="mb-6 max-w-3xl">
          {module.title ? (
            <Heading level={level} id={headingId} className={`${titleSize[level]} ${titleColor[tone]}`}>
              {module.title}
            </Heading>
          ) : null}
          {module.description ? (
            <p className={`mt-2 whitespace-pre-line ${descriptionColor[tone]}`}>{module.description}</p>
          ) : null}
        </header>
      ) : null}
      {children ? (
        body === 'text' ? (
          <div className={textBody[tone] || undefined}>{children}</div>
        ) : body === 'panel' && framed ? (
          <div className="rounded-lg bg-white p-4 text-slate-900 md:p-6">{children}</div>
        ) : (
          children
        )
      ) : null}
    </section>
  )
}
