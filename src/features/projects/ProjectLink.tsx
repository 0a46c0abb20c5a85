import { NavLink } from '@/ui/shell/NavLink'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'

export interface ProjectTarget {
  id: number
  title: string
  /** A checked http(s) address (queries.ts): the project is presented there, not here. */
  externalAddress: string | null
}

/** Where a link to the project goes: its external address when it has one, else its page here. */
export function projectHref(project: ProjectTarget, table: RouteTable, locale: Locale): string {
  return project.externalAddress ?? table.href({ kind: 'project', id: project.id, title: project.title }, locale)
}

/**
 * A link to a project (its external address: docs/rules/listings.md). An external one opens the
 * other site in a new tab and says so to screen readers (`externalLabel`).
 */
export function ProjectLink({
  project,
  table,
  locale,
  className,
  externalLabel,
  children,
}: {
  project: ProjectTarget
  table: RouteTable
  locale: Locale
  className?: string
  /** '(external site, opens in a new tab)' */
  externalLabel: string
  children: ReactNode
}) {
  if (project.externalAddress)
    return (
      <a href={project.externalAddress} target="_blank" rel="noopener" className={className} data-external="true">
        {children}
        <span aria-hidden="true"> ↗</span>
        <span className="sr-only"> {externalLabel}</span>
      </a>
    )
  return (
    <NavLink href={projectHref(project, table, locale)} className={className}>
      {children}
    </NavLink>
  )
}
