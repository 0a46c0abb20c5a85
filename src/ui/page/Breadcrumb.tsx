import { NavLink } from '@/ui/shell/NavLink'
import { JsonLd } from '@/ui/page/JsonLd'
import { absoluteUrl } from '@/domain/site-urls'

export interface Crumb {
  name: string
  href: string
}

/**
 * The page's place in the menu (the menu page's showBreadCrumb field): a navigation landmark whose last item
 * is the current page, and the same trail as schema.org BreadcrumbList for search engines.
 */
export function Breadcrumb({
  trail,
  label,
  siteUrl,
  className = 'mx-auto max-w-6xl px-4 pt-6',
}: {
  trail: Crumb[]
  label: string
  siteUrl: string
  /** Width and padding, to line up with the page below. */
  className?: string
}) {
  return (
    <>
      <nav aria-label={label} className={`${className} text-sm text-slate-600`}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trail.map((crumb, i) => (
            // A fixed trail: its position is key enough (React's payload repeats each key).
            <li key={i} className="flex items-center gap-2">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <NavLink href={crumb.href} className="underline-offset-4 hover:underline">
                  {crumb.name}
                </NavLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            item: absoluteUrl(siteUrl, crumb.href),
          })),
        }}
      />
    </>
  )
}
