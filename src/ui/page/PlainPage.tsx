import type React from 'react'

/** The heading block of a content page. */
export function PlainPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string | null
  children?: React.ReactNode
}) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p> : null}
      {children}
    </main>
  )
}
