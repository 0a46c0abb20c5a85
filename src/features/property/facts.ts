/**
 * The property's detail fields as labelled,
 * formatted rows grouped in sections. Pure: the page passes its translator, so the same rules
 * are unit-tested without Next. A field without a value is left out (domain/empty.ts).
 */
import { availabilityOf } from '@/domain/availability'
import { formatDate, formatDecimal, formatPrice } from '@/domain/currency'
import { isEmpty } from '@/domain/empty'
import { priceDisplay } from '@/domain/price'
import type { Messages } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import type { NamespaceTranslator } from '@/i18n/translator'
import type { PropertyDetail } from './types'

/** A translator over messages/property (next-intl's `t`). */
export type Translate = NamespaceTranslator<'property'>
/** A row of a section: its label is the message `fields.{key}`. */
type FactKey = keyof Messages['property']['fields']

export type SectionKey =
  | 'costs'
  | 'surfaces'
  | 'construction'
  | 'comfort'
  | 'energy'
  | 'legal'
  | 'viager'
  | 'availability'

export interface Fact {
  /** Message key under `fields.` (also the row's test id). */
  key: FactKey
  label: string
  value: string
}

export interface Section {
  key: SectionKey
  title: string
  facts: Fact[]
}

/**
 * The price as shown (hidden, 'starting from', rent per month: domain/price.ts):
 * '€ 595.000', 'Starting from € 189.000', '€ 1.150 per month', 'Price on request'; a sold or let
 * property without a public price reads 'Sold' or 'Rented' (it is no longer on request).
 */
export function priceText(
  p: Pick<PropertyDetail, 'price' | 'publishPrice' | 'priceUnit' | 'goal' | 'marquee'>,
  t: Translate,
): string {
  const d = priceDisplay(p)
  if (d.kind === 'hidden') {
    const state = availabilityOf(p.marquee, p.goal)
    return state === 'available' ? t('price.onRequest') : t(`badge.${state}`)
  }
  let text = formatPrice(d.amount)
  if (d.perMonth) text = t('price.perMonth', { price: text })
  if (d.startingFrom) text = t('price.startingFrom', { price: text })
  return text
}

const hasNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

export function factsOf(p: PropertyDetail, locale: Locale, t: Translate): Section[] {
  const number = (v: number) => formatDecimal(v, locale)
  const yesNo = (v: boolean) => t(v ? 'values.yes' : 'values.no')

  const sections: Section[] = []
  const section = (key: SectionKey, rows: Array<[FactKey, string | null | undefined]>) => {
    const facts = rows
      .filter((r): r is [FactKey, string] => !isEmpty(r[1]))
      .map(([k, value]) => ({ key: k, label: t(`fields.${k}`), value }))
    if (facts.length) sections.push({ key, title: t(`sections.${key}`), facts })
  }
  const money = (v: unknown) => (hasNumber(v) ? formatPrice(v) : null)
  const perMonth = (v: unknown) => (hasNumber(v) ? t('units.perMonth', { amount: formatPrice(v) }) : null)
  const m2 = (v: unknown) => (hasNumber(v) ? t('units.m2', { value: number(v) }) : null)
  const count = (v: unknown) => (hasNumber(v) ? number(v) : null)
  const year = (v: unknown) => (hasNumber(v) ? String(v) : null)
  const date = (v: unknown) => (typeof v === 'string' && !isEmpty(v) ? formatDate(v) || null : null)
  // The label of a choice (`values.{group}.{value}`); the keys are built where the value's type is known.
  const option = (key: Parameters<Translate>[0] | null | undefined) => (key ? t(key) : null)
  const text = (v: unknown) => (typeof v === 'string' && !isEmpty(v) ? v.trim() : null)
  // A yes/no answer (legal, or a life annuity's occupation) is shown as the agent gave it, 'no'
  // included; one never given is not shown: the page must not answer on the agent's behalf.
  const answer = (v: string | null | undefined) => (v === 'yes' || v === 'no' ? yesNo(v === 'yes') : null)

  const c = p.costs
  section('costs', [
    ['price', priceText(p, t)],
    ['notary', money(c.notary)],
    ['registration', money(c.registration)],
    ['vat', money(c.vat)],
    ['vatApplicable', c.vatApplicable ? yesNo(true) : null],
    ['monthlyCharges', perMonth(c.monthlyCharges)],
    ['costRemarks', text(c.remarks)],
  ])

  const s = p.surfaces
  const r = p.rooms
  section('surfaces', [
    ['living', m2(s.living)],
    ['plot', m2(s.plot)],
    ['built', m2(s.built)],
    ['garden', m2(s.garden)],
    ['terrace', m2(s.terrace)],
    ['bedrooms', count(r.bedrooms)],
    ['bathrooms', count(r.bathrooms)],
    ['showerRooms', count(r.showerRooms)],
    ['toilets', count(r.toilets)],
    ['garages', count(r.garages)],
    ['parking', count(r.parking)],
    ['floors', count(r.floors)],
    ['floor', hasNumber(r.floor) ? (r.floor === 0 ? t('values.groundFloor') : number(r.floor)) : null],
  ])

  section('construction', [
    ['constructionYear', year(p.constructionYear)],
    ['renovationYear', year(p.renovationYear)],
  ])

  const f = p.comfort
  section('comfort', [
    ['heating', option(f.heating && `values.heating.${f.heating}`)],
    ['kitchen', option(f.kitchen && `values.kitchen.${f.kitchen}`)],
    ['glazing', option(f.glazing && `values.glazing.${f.glazing}`)],
  ])

  const e = p.energy
  section('energy', [
    ['epcValue', hasNumber(e.epcValue) ? t('units.kwh', { value: number(e.epcValue) }) : null],
    ['co2', hasNumber(e.co2) ? t('units.co2', { value: number(e.co2) }) : null],
    ['eLevel', hasNumber(e.eLevel) ? `E${number(e.eLevel)}` : null],
    ['epcUniqueCode', text(e.epcUniqueCode)],
  ])

  const l = p.legal
  section('legal', [
    ['planningPermit', option(l.planningPermit && `values.planningPermit.${l.planningPermit}`)],
    ['planningDestination', option(l.planningDestination && `values.planningDestination.${l.planningDestination}`)],
    ['preemptionRight', answer(l.preemptionRight)],
    ['floodPlotScore', text(l.floodPlotScore)],
    ['floodBuildingScore', text(l.floodBuildingScore)],
    ['floodZone', answer(l.floodZone)],
    ['asbestosCertificate', option(l.asbestosCertificate && `values.asbestosCertificate.${l.asbestosCertificate}`)],
    ['asbestosCertificateDate', date(l.asbestosCertificateDate)],
  ])

  const v = p.viager
  const isViager = v.isViager === true || [v.bouquet, v.monthlyAnnuity].some(hasNumber)
  if (isViager) {
    section('viager', [
      ['bouquet', money(v.bouquet)],
      ['monthlyAnnuity', perMonth(v.monthlyAnnuity)],
      ['occupantAgeA', hasNumber(v.occupantAgeA) ? t('units.years', { value: v.occupantAgeA }) : null],
      ['occupantAgeB', hasNumber(v.occupantAgeB) ? t('units.years', { value: v.occupantAgeB }) : null],
      ['occupied', answer(v.occupied)],
    ])
  }

  const a = p.availability
  const from = date(a.availableFrom)
  section('availability', [['availableFrom', from ?? text(a.text)]])

  return sections
}
