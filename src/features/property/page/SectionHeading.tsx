import type { ReactNode } from 'react'

/** The title of a section of the main column; its id labels the section. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-xl font-semibold tracking-tight">
      {children}
    </h2>
  )
}
