import type React from 'react'

/** Heading levels of a module: its title at `titleSize` (h2–h4), its items one below. */
export type HeadingLevel = 2 | 3 | 4 | 5
const tags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const

export function levelOf(titleSize: string | null | undefined): HeadingLevel {
  return titleSize === 'h3' ? 3 : titleSize === 'h4' ? 4 : 2
}

export const below = (level: HeadingLevel): HeadingLevel => (level < 5 ? ((level + 1) as HeadingLevel) : 5)

/** The level of a module's title, and of its items: one below the title, or the title's own level without one. */
export function moduleLevels(module: { title?: string | null; titleSize?: string | null }): {
  level: HeadingLevel
  inner: HeadingLevel
} {
  const level = levelOf(module.titleSize)
  return { level, inner: module.title ? below(level) : level }
}

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
