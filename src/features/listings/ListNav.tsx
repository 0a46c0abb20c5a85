import { NavLink } from '@/ui/shell/NavLink'
import { sortKeys, type ListQuery, type SortKey } from '../../domain/list-params'
import type { Translate } from './PropertyCard'

/** Builds the URL of this list with some parameters changed (route table path + query string). */
export type ListHref = (change: Partial<ListQuery>) => string

// Classes in listings.css; the current link is styled by its aria-current.

/** Sort by price, type, city or date, as links: a new order starts at page 1. */
export function SortLinks({
  query,
  href,
  t,
  className = '',
}: {
  query: ListQuery
  href: ListHref
  t: Translate
  className?: string
}) {
  // On a phone the links stay on one line that scrolls sideways, so the first results show sooner.
  return (
    <nav aria-labelledby="list-sort-label" className={`flex min-w-0 items-center gap-2 md:flex-wrap ${className}`}>
      <span id="list-sort-label" className="shrink-0 text-sm font-medium text-slate-800">
        {t('sort.label')}
      </span>
      <ul className="-m-1 flex min-w-0 gap-2 overflow-x-auto p-1 md:flex-wrap">
        {sortKeys.map((key: SortKey) => {
          const current = key === query.sort
          return (
            <li key={key} className="shrink-0">
              <NavLink
                href={href({ sort: key, page: 1 })}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className="list-pill whitespace-nowrap"
                data-sort={key}
              >
                {t(`sort.${key}`)}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** List/map switch: two links keeping the filters and sort. */
export function ViewSwitch({
  query,
  href,
  t,
  className = '',
}: {
  query: ListQuery
  href: ListHref
  t: Translate
  className?: string
}) {
  return (
    <nav aria-labelledby="list-view-label" className={`flex items-center gap-2 ${className}`}>
      <span id="list-view-label" className="text-sm font-medium text-slate-800">
        {t('view.label')}
      </span>
      <ul className="flex gap-2">
        {(['list', 'map'] as const).map((view) => {
          const current = view === query.view
          return (
            <li key={view}>
              <NavLink
                href={href({ view, page: 1 })}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className="list-pill"
                data-view={view}
              >
                {t(`view.${view}`)}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** First, previous, next, last and 'Page x/y'; the ends show disabled, not as links. */
export function Pager({ page, pages, href, t }: { page: number; pages: number; href: ListHref; t: Translate }) {
  const item = (key: 'first' | 'previous' | 'next' | 'last', target: number, enabled: boolean) => (
    <li key={key}>
      {enabled ? (
        <NavLink href={href({ page: target })} prefetch={false} className="list-pill" data-page-link={key}>
          {t(`paging.${key}`)}
        </NavLink>
      ) : (
        // Not a link at the ends: there is nowhere to go, and a dead link would confuse.
        <span aria-disabled="true" className="list-pill" data-page-link={key}>
          {t(`paging.${key}`)}
        </span>
      )}
    </li>
  )
  return (
    <nav aria-label={t('paging.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {item('first', 1, page > 1)}
        {item('previous', page - 1, page > 1)}
        <li className="px-2 text-sm font-medium text-slate-800" data-testid="page-of">
          {t('paging.pageOf', { page, pages })}
        </li>
        {item('next', page + 1, page < pages)}
        {item('last', pages, page < pages)}
      </ul>
    </nav>
  )
}
