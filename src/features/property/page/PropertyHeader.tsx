import { isEmpty } from '@/domain/empty'
import type { Availability } from '@/domain/availability'
import { ProjectLink } from '@/features/projects/ProjectLink'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { Translate } from '../facts'
import type { PropertyDetail } from '../types'
import { focusRing } from './styles'

/** The page's head: availability badge, title, kind and city, address, reference, project link and price. */
export function PropertyHeader({
  p,
  t,
  locale,
  table,
  availability,
  badge,
  subtitle,
  address,
  price,
}: {
  p: PropertyDetail
  t: Translate
  locale: Locale
  table: RouteTable
  availability: Availability
  badge: string | null
  subtitle: string
  address: string
  price: string
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        {badge ? (
          <p
            data-testid="marquee-badge"
            data-availability={availability}
            className="mb-2 inline-block rounded bg-red-700 px-3 py-1 text-sm font-bold tracking-wider text-white uppercase print:border print:border-black print:bg-white print:text-black"
          >
            {badge}
          </p>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl" data-testid="property-title">
          {p.title}
        </h1>
        {subtitle ? <p className="mt-1 text-lg text-slate-700">{subtitle}</p> : null}
        <p className="mt-1 text-slate-600">{address}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t('reference')} <span data-testid="property-reference">{p.reference}</span>
        </p>
        {p.project ? (
          <p className="mt-1 text-sm">
            <ProjectLink
              project={p.project}
              table={table}
              locale={locale}
              externalLabel={t('projectExternal')}
              className={`text-brand underline ${focusRing}`}
            >
              {t('project', { title: p.project.title })}
            </ProjectLink>
          </p>
        ) : null}
      </div>
      <div className="shrink-0 md:text-right">
        <p className="sr-only">{t('price.label')}</p>
        <p className="text-2xl font-bold text-brand md:text-3xl" data-testid="property-price">
          {price}
        </p>
        {isEmpty(p.priceUnitText) ? null : <p className="text-sm text-slate-600">{p.priceUnitText}</p>}
      </div>
    </div>
  )
}
