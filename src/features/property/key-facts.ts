/**
 * The few facts a visitor looks for first, shown as a strip under the title: price, bedrooms,
 * living and plot area, energy label and reference. Pure, like facts.ts; a fact without a value
 * (or a count or area of 0) is left out rather than shown as "0".
 */
import { formatDecimal } from '@/domain/currency'
import { energyLabel, type EnergyLabel } from '@/domain/energy'
import type { Locale } from '@/i18n/locales'
import { labelText } from './EnergyLabelImage'
import { priceText, type Translate } from './facts'
import type { PropertyDetail } from './types'

export type KeyFactKey = 'price' | 'bedrooms' | 'living' | 'plot' | 'energyLabel' | 'reference'

export interface KeyFact {
  key: KeyFactKey
  text: string
}

/** The regional energy label of the property (domain/energy.ts), when it has one. */
export function energyLabelOf(p: Pick<PropertyDetail, 'energy' | 'city'>): EnergyLabel | null {
  return energyLabel({
    epcValue: p.energy.epcValue,
    labelText: p.energy.epcLabelText,
    zip: p.city?.zip,
    countryId: p.city ? Number(p.city.country) : null,
  })
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

export function keyFactsOf(p: PropertyDetail, locale: Locale, t: Translate): KeyFact[] {
  const area = (v: number) => t('units.m2', { value: formatDecimal(v, locale) })
  const label = energyLabelOf(p)
  const facts: Array<[KeyFactKey, string | null]> = [
    ['price', priceText(p, t)],
    ['bedrooms', positive(p.rooms.bedrooms) ? t('keyFacts.bedrooms', { count: p.rooms.bedrooms }) : null],
    ['living', positive(p.surfaces.living) ? t('keyFacts.living', { area: area(p.surfaces.living) }) : null],
    ['plot', positive(p.surfaces.plot) ? t('keyFacts.plot', { area: area(p.surfaces.plot) }) : null],
    ['energyLabel', label ? t('keyFacts.energyLabel', { label: labelText(label.label) }) : null],
    ['reference', p.reference.trim() || null],
  ]
  return facts.filter((f): f is [KeyFactKey, string] => f[1] !== null).map(([key, text]) => ({ key, text }))
}
