import { isEmpty } from '@/domain/empty'
import type { Availability } from '@/domain/availability'
import { ProjectLink } from '@/features/projects/ProjectLink'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { Translate } from '../facts'
import type { KeyFact } from '../key-facts'
import type { PropertyDetail } from '../types'
import { focusRing } from './styles'

/**
 * The page's head: availability badge, title, kind and city, address, project link, then the
 * key facts (price first, reference last) in one strip.
 */
export function PropertyHeader({
  p,
  t,
  locale,
  table,
  availability,
  badge,
  subtitle,
  address,
  keyFacts,
}: {
  p: PropertyDetail
  t: Translate
  locale: Locale
  table: RouteTable
  availability: Availability
  badge: string | null
  subtitle: string
  address: string
  keyFacts: KeyFact[]
}) {
  return (
    <div>
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
      <ul
        aria-label={t('keyFacts.label')}
        data-testid="key-facts"
        className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-2 border-y border-slate-200 py-3 text-slate-800"
      >
        {keyFacts.map((fact) => (
          <li key={fact.key} data-fact={fact.key} className={fact.key === 'price' ? 'w-full md:w-auto' : undefined}>
            {fact.key === 'price' ? (
              <>
                <span className="sr-only">{t('price.label')} </span>
                <span className="text-2xl font-bold text-brand md:text-3xl" data-testid="property-price">
                  {fact.text}
                </span>
                {isEmpty(p.priceUnitText) ? null : (
                  <span className="ml-2 text-sm text-slate-600">{p.priceUnitText}</span>
                )}
              </>
            ) : fact.key === 'reference' ? (
              <span className="text-sm text-slate-600">
                {t('reference')} <span data-testid="property-reference">{fact.text}</span>
              </span>
            ) : (
              <span className="font-medium">{fact.text}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
