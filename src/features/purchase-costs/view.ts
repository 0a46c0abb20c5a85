/**
 * What the purchase-costs block of a property page shows (docs/rules/purchase-costs.md), as
 * plain data: which computation applies to the property, the buyer's situations it offers, and
 * each figure with the basis it is printed with ("2% of € 375.000"). Pure, so the server renders
 * it and the browser recomputes it with the same code when the loan changes (live.ts).
 */
import { availabilityOf } from '@/domain/availability'
import { formatAmount, formatDecimal } from '@/domain/currency'
import { madeOnce } from '@/domain/made-once'
import { priceDisplay } from '@/domain/price'
import {
  FLANDERS,
  firstRentPayment,
  mortgagePayment,
  purchaseCosts,
  regionOfPostcode,
  REBUILD_MAX_AREA,
  type FirstRentPayment,
  type PurchaseInput,
  type Situation,
} from '@/domain/purchase-costs'
import type { Region } from '@/domain/region'
import { intlTags, type Locale } from '@/i18n/locales'

/** What the block needs of a property (the property page's detail has these fields). */
export interface CostsProperty {
  goal: 'sale' | 'rent'
  price: number | null
  publishPrice: boolean
  priceUnit: string
  marquee: string
  city: { zip: string; country?: string | null } | null
  costs: { vatApplicable?: boolean | null; monthlyCharges?: number | null }
  surfaces: { living?: number | null }
}

/** A situation the buyer can choose; its key is also its label's message key. */
export type ChoiceKey = 'ownHome' | 'ownHomeCoreCity' | 'other' | 'vatStandard' | 'vatRebuild'

export interface SituationChoice {
  key: ChoiceKey
  situation: Situation
  flemishCoreCity?: boolean
  newBuild?: { demolitionRebuildOwnHome?: boolean; habitableArea?: number | null }
}

/** A sale the rules can compute: plain data, also handed to the browser. */
export interface SaleSetup {
  price: number
  zip: string
  countryId: string
  region: Region
  newBuild: boolean
  choices: SituationChoice[]
}

export type CostsPlan =
  | { kind: 'none' }
  | { kind: 'luxembourg' }
  | { kind: 'sale'; sale: SaleSetup }
  | { kind: 'rent'; rent: FirstRentPayment }

/**
 * Which computation the property gets: none for a property no longer on the market, a hidden
 * price (price on request) or a place outside Belgium; a line for Luxembourg; the first payment
 * for a rent; the purchase costs for a sale in a Belgian region.
 */
export function costsPlanOf(p: CostsProperty): CostsPlan {
  if (availabilityOf(p.marquee, p.goal) !== 'available') return { kind: 'none' }
  const display = priceDisplay(p)
  if (display.kind === 'hidden') return { kind: 'none' }
  if (p.goal === 'rent') {
    const rent = firstRentPayment(display.amount, p.costs.monthlyCharges)
    return rent ? { kind: 'rent', rent } : { kind: 'none' }
  }
  // A sale priced by the month (a wrong unit) is no price to compute duties on.
  if (display.perMonth) return { kind: 'none' }
  const zip = p.city?.zip ?? ''
  const countryId = p.city?.country ?? '10'
  const region = regionOfPostcode(zip, countryId)
  if (region === 'luxembourg') return { kind: 'luxembourg' }
  if (region === null) return { kind: 'none' }
  const price = display.amount
  const newBuild = p.costs.vatApplicable === true
  return {
    kind: 'sale',
    sale: { price, zip, countryId, region, newBuild, choices: choicesOf(region, price, newBuild, p) },
  }
}

function choicesOf(region: Region, price: number, newBuild: boolean, p: CostsProperty): SituationChoice[] {
  if (newBuild) {
    const area = p.surfaces.living
    const choices: SituationChoice[] = [{ key: 'vatStandard', situation: 'ownHome', newBuild: {} }]
    // The reduced rate is only offered where it can apply: an unknown area is assumed within.
    if (typeof area !== 'number' || area <= REBUILD_MAX_AREA)
      choices.push({
        key: 'vatRebuild',
        situation: 'ownHome',
        newBuild: { demolitionRebuildOwnHome: true, habitableArea: area ?? null },
      })
    return choices
  }
  const choices: SituationChoice[] = [{ key: 'ownHome', situation: 'ownHome' }]
  // Between the Flemish modest-home reduction's two ceilings, lying in a core city or the Flemish
  // periphery changes the duty, so that choice is offered; elsewhere it changes nothing.
  if (region === 'flanders' && price > FLANDERS.modestHomeCeiling && price <= FLANDERS.modestHomeCeilingCoreCity)
    choices.push({ key: 'ownHomeCoreCity', situation: 'ownHome', flemishCoreCity: true })
  choices.push({ key: 'other', situation: 'other' })
  return choices
}

/** The loan the figures assume: amount in euros (0: no loan), term in years, yearly rate as a fraction. */
export interface LoanTerms {
  loan: number
  years: number
  yearlyRate: number
}

/** The stated defaults of the mortgage estimate: 80 % of the price, over 20 years, at 3 % a year. */
export const DEFAULT_LOAN_SHARE = 0.8
export const DEFAULT_YEARS = 20
export const DEFAULT_RATE_PERCENT = 3
export const MAX_YEARS = 40
export const MAX_RATE_PERCENT = 20

/** The default loan: 80 % of the price, to the nearest thousand euros. */
export function defaultLoanTerms(price: number): LoanTerms {
  return {
    loan: Math.round((price * DEFAULT_LOAN_SHARE) / 1000) * 1000,
    years: DEFAULT_YEARS,
    yearlyRate: DEFAULT_RATE_PERCENT / 100,
  }
}

/**
 * The loan as the visitor typed it (input values: '' when empty or not a number). An empty or
 * zero amount is no loan; a negative amount, a term that is not 1 to 40 whole years or a rate
 * outside 0–20 % is null: the page says what to enter rather than computing.
 */
export function loanTermsOf(values: { loan: string; years: string; rate: string }): LoanTerms | null {
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text))
  const loan = values.loan.trim() === '' ? 0 : number(values.loan)
  const years = number(values.years)
  const rate = number(values.rate)
  if (!Number.isFinite(loan) || loan < 0) return null
  if (!Number.isInteger(years) || years < 1 || years > MAX_YEARS) return null
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_RATE_PERCENT) return null
  return { loan, years, yearlyRate: rate / 100 }
}

/** The message templates of the figures' bases (messages/costs, `basis`), read raw: `{name}` placeholders. */
export interface BasisTexts {
  rateOf: string
  abated: string
  reduced: string
  notary: string
  loanDeed: string
  total: string
  mortgage: string
  repaid: string
}

export type RowKey = 'duties' | 'landDuties' | 'vat' | 'notary' | 'loanDeed'

export interface CostRow {
  key: RowKey
  amount: number
  /** The amount as shown. */
  value: string
  /** How it was computed, e.g. "2% of € 375.000". */
  basis: string
}

export interface SituationFigures {
  key: ChoiceKey
  /** The duties or VAT of this situation. */
  rows: CostRow[]
  costs: CostRow['value']
  /** "Price and costs: € 393.039,37". */
  total: string
}

export interface MortgageFigures {
  monthly: string
  /** "€ 300.000 over 20 years at 3% a year". */
  basis: string
  /** "€ 397.734,40 repaid in all, of which € 97.734,40 interest". */
  repaid: string
}

export interface SaleFigures {
  situations: SituationFigures[]
  notary: CostRow
  /** Null without a loan. */
  loanDeed: CostRow | null
  /** Null without a loan. */
  mortgage: MortgageFigures | null
}

/** Fills `{name}` placeholders; an unknown name stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const percentsIn = madeOnce(
  (locale: Locale) => new Intl.NumberFormat(intlTags[locale], { style: 'percent', maximumFractionDigits: 3 }),
)

/** A rate as the page's language writes it: "12.5%", "12,5 %". */
export function formatRate(rate: number, locale: Locale): string {
  return percentsIn(locale).format(rate)
}

const money = formatAmount

/** Every situation's figures for the sale with the loan `terms`, each with its basis. */
export function saleFigures(sale: SaleSetup, terms: LoanTerms, texts: BasisTexts, locale: Locale): SaleFigures {
  const rate = (r: number) => formatRate(r, locale)
  const computed = sale.choices.map((choice) => {
    const input: PurchaseInput = {
      price: sale.price,
      zip: sale.zip,
      countryId: sale.countryId,
      situation: choice.situation,
      flemishCoreCity: choice.flemishCoreCity,
      newBuild: sale.newBuild ? (choice.newBuild ?? {}) : null,
      loan: terms.loan,
    }
    const costs = purchaseCosts(input)
    // costsPlanOf only offers a sale the rules compute: a price and a Belgian region.
    if (!costs) throw new Error('purchase costs asked for a sale without a price or a Belgian region')
    return { choice, costs }
  })
  const situations = computed.map(({ choice, costs: c }): SituationFigures => {
    const rows: CostRow[] = []
    if (c.vat)
      rows.push(row('vat', c.vat.amount, fill(texts.rateOf, { rate: rate(c.vat.rate), amount: money(c.vat.base) })))
    if (c.duties) {
      const d = c.duties
      const basis =
        d.abatement > 0
          ? fill(texts.abated, { rate: rate(d.rate), base: money(d.base), abatement: money(d.abatement) })
          : d.reduction > 0
            ? fill(texts.reduced, { rate: rate(d.rate), amount: money(d.base), reduction: money(d.reduction) })
            : fill(texts.rateOf, { rate: rate(d.rate), amount: money(d.base) })
      rows.push(row(c.vat ? 'landDuties' : 'duties', d.amount, basis))
    }
    return { key: choice.key, rows, costs: money(c.costs), total: fill(texts.total, { amount: money(c.total) }) }
  })
  // The notary and the loan deed do not depend on the situation: the first one's serve all.
  const { notary: n, mortgage: m } = computed[0].costs
  const notary = row(
    'notary',
    n.amount,
    fill(texts.notary, {
      fee: money(n.fee),
      price: money(n.base),
      costs: money(n.adminCosts),
      vatRate: rate(n.vatRate),
      vat: money(n.vat),
    }),
  )
  const loanDeed =
    m &&
    row(
      'loanDeed',
      m.amount,
      fill(texts.loanDeed, {
        registrationRate: rate(m.registrationDuty.rate),
        registerRate: rate(m.registerDuty.rate),
        loan: money(m.loan),
        notary: money(m.notary.amount),
      }),
    )
  const payment = terms.loan > 0 ? mortgagePayment(terms) : null
  const mortgage = payment && {
    monthly: money(payment.monthly),
    basis: fill(texts.mortgage, {
      loan: money(payment.loan),
      years: formatDecimal(terms.years, locale),
      rate: rate(payment.yearlyRate),
    }),
    repaid: fill(texts.repaid, { total: money(payment.totalRepaid), interest: money(payment.totalInterest) }),
  }
  return { situations, notary, loanDeed, mortgage }
}

function row(key: RowKey, amount: number, basis: string): CostRow {
  return { key, amount, value: money(amount), basis }
}
