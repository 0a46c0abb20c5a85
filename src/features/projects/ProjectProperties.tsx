import { NavLink } from '@/ui/shell/NavLink'
import { availabilityOf } from '@/domain/availability'
import { formatPrice } from '@/domain/currency'
import { priceDisplay } from '@/domain/price'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { focusRingBrand } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { ProjectProperty } from './queries'
import { StatusBadge } from './StatusBadge'
import type { ProjectsT } from './summary-text'

function propertyPrice(p: ProjectProperty, t: ProjectsT): string {
  const price = priceDisplay(p)
  if (price.kind === 'hidden') return t('detail.priceOnRequest')
  const amount = formatPrice(price.amount)
  if (price.startingFrom) return t('summary.from', { price: amount })
  if (price.perMonth) return t('detail.perMonth', { price: amount })
  return amount
}

/** The published properties that belong to the project, as small cards. */
export function ProjectProperties({
  properties,
  table,
  locale,
  t,
}: {
  properties: ProjectProperty[]
  table: RouteTable
  locale: Locale
  t: ProjectsT
}) {
  return (
    <section aria-labelledby="project-properties" className="mt-12">
      <h2 id="project-properties" className="text-2xl font-semibold text-slate-900">
        {t('detail.properties')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="project-properties">
        {properties.map((p) => {
          const state = availabilityOf(p.marquee, p.goal)
          const href = table.href({ kind: 'property', id: p.id, goal: p.goal, city: p.city, title: p.title }, locale)
          return (
            <li key={p.id} className="group relative flex gap-4 rounded-lg border border-slate-200 bg-white p-3">
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded bg-slate-100">
                {p.photo ? (
                  <ResponsiveImage image={p.photo} sizes="112px" alt="" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <NavLink
                    href={href}
                    className={`rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline ${focusRingBrand}`}
                  >
                    {p.title}
                  </NavLink>
                </h3>
                <p className="text-sm text-slate-600">{p.reference}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  {/* A sold or let unit whose price is not public says only its status, not 'on request'. */}
                  {state === 'available' || priceDisplay(p).kind === 'amount' ? (
                    <span
                      className={state === 'available' ? 'font-semibold text-brand' : 'text-slate-500 line-through'}
                    >
                      {propertyPrice(p, t)}
                    </span>
                  ) : null}
                  {state !== 'available' ? <StatusBadge status={state} t={t} /> : null}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
