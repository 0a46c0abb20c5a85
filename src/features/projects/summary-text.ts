import { type NamespaceTranslator } from '@/i18n/translator'
import { formatPrice } from '@/domain/currency'
import type { UnitsSummary } from './units'

/** The translator of the 'projects' namespace. */
export type ProjectsT = NamespaceTranslator<'projects'>

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
