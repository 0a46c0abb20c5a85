import type React from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5
const tags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const

export function levelOf(titleSize: string | null | undefined): HeadingLevel {
  return titleSize === 'h3' ? 3 : titleSize === 'h4' ? 4 : 2
}

export const below = (level: HeadingLevel): HeadingLevel => (level < 5 ? ((level + 1) as HeadingLevel) : 5)

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel
  id?: string
  className?: string
  children: React.ReactNode
}) {
  const Tag = tags[level]
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}

const titleClass: Record<HeadingLevel, string> = {
  2: 'text-2xl font-semibold tracking-tight text-slate-900 md:text-3xl',
  3: 'text-xl font-semibold tracking-tight text-slate-900 md:text-2xl',
  4: 'text-lg font-semibold text-slate-900',
  5: 'text-base font-semibold text-slate-900',
}

/** A module's own title (at its `titleSize`) and description; nothing when both are empty. */
export function ModuleHeader({
  id,
  level,
  title,
  description,
}: {
  id: string
  level: HeadingLevel
  title?: string | null
  description?: string | null
}) {
  if (!title && !description) return null
  return (
    <header className="mb-6 max-w-3xl">
      {title ? (
        <Heading level={level} id={id} className={titleClass[level]}>
          {title}
        </Heading>
      ) : null}
      {description ? <p className="mt-2 whitespace-pre-line text-slate-600">{description}</p> : null}
    </header>
  )
}

/** Full literal class names, so Tailwind's scanner finds them. */
const desktopColumns: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
}

/** One column on phones, two on tablets, `perRow` (1–6) on desktop. */
export function gridClass(perRow: number | null | undefined, fallback: number): string {
  const n = Math.min(6, Math.max(1, Math.round(perRow ?? fallback) || fallback))
  return `grid grid-cols-1 gap-6 ${n >= 2 ? 'sm:grid-cols-2' : ''} ${desktopColumns[n]}`
}

/** Five stars, drawn for the eye only; the rating itself is read out as text. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className="flex items-center gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`h-5 w-5 ${i <= full ? 'fill-current' : 'fill-slate-300'}`}
        >
          <path d="M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 6L10 14.8l-5.4 3 1.2-6L1.4 7.7l6-.7z" />
        </svg>
      ))}
      <span className="sr-only">{label}</span>
    </p>
  )
}
