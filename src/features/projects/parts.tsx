import type { getTranslations } from 'next-intl/server'
import { formatPrice } from '@/domain/currency'
import type { UnitStatus, UnitsSummary } from './units'

/** The translator of the 'projects' namespace. */
export type ProjectsT = Awaited<ReturnType<typeof getTranslations>>

const badgeClass: Record<UnitStatus | 'unknown', string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  option: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  sold: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  rented: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  unknown: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

/** A unit's availability as a coloured badge; the text carries the meaning, not the colour. */
export function StatusBadge({ status, t }: { status: UnitStatus | null; t: ProjectsT }) {
  const key = status ?? 'unknown'
  return (
    <span
      data-status={key}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClass[key]}`}
    >
      {t(`status.${key}`)}
    </span>
  )
}

/** '4 of 12 units available' (or that none is), for cards and the detail page. */
export function availabilityLine(summary: UnitsSummary, t: ProjectsT): string | null {
  if (summary.total === 0) return null
  if (summary.counts.available === 0) return t('summary.noneAvailable')
  return t('summary.availableOf', { available: summary.counts.available, total: summary.total })
}

/** 'from € 245.000', or null when no available unit has a price. */
export function fromPrice(summary: UnitsSummary, t: ProjectsT): string | null {
  return summary.priceRange ? t('summary.from', { price: formatPrice(summary.priceRange.min) }) : null
}

/** '€ 215.000 to € 459.000' (one price when min and max are equal). */
export function priceRangeText(summary: UnitsSummary, t: ProjectsT): string | null {
  const r = summary.priceRange
  if (!r) return null
  if (r.min === r.max) return formatPrice(r.min)
  return t('summary.range', { min: formatPrice(r.min), max: formatPrice(r.max) })
}
