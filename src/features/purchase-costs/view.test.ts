import { describe, expect, it } from 'vitest'
import en from '../../../messages/costs/en.json'
import nl from '../../../messages/costs/nl.json'
import {
  costsPlanOf,
  defaultLoanTerms,
  fill,
  loanTermsOf,
  saleFigures,
  type CostsProperty,
  type SaleSetup,
} from './view'

// Amounts are printed as the site prints prices: '€' and a no-break space (src/domain/currency.ts).
const eur = (text: string) => text.replace(/€ /g, '€\u00a0')

const property = (over: Partial<CostsProperty> = {}): CostsProperty => ({
  goal: 'sale',
  price: 375_000,
  publishPrice: true,
  priceUnit: '1',
  marquee: '1',
  city: { zip: '9000', country: '10' },
  costs: {},
  surfaces: {},
  ...over,
})

const saleOf = (over: Partial<CostsProperty> = {}): SaleSetup => {
  const plan = costsPlanOf(property(over))
  if (plan.kind !== 'sale') throw new Error(`expected a sale, got ${plan.kind}`)
  return plan.sale
}

const choiceKeys = (over: Partial<CostsProperty>) => saleOf(over).choices.map((c) => c.key)

describe('costsPlanOf', () => {
  it('offers a Belgian sale its own home and another purchase, by the region of its postcode', () => {
    expect(saleOf()).toMatchObject({ price: 375_000, region: 'flanders', newBuild: false })
    expect(choiceKeys({})).toEqual(['ownHome', 'other'])
    expect(saleOf({ city: { zip: '1000', country: '10' } }).region).toBe('brussels')
    expect(saleOf({ city: { zip: '5000', country: '10' } }).region).toBe('wallonia')
  })

  it('offers the Flemish core-city choice only between the modest-home ceilings (€ 220,000 and € 240,000)', () => {
    expect(choiceKeys({ price: 230_000 })).toEqual(['ownHome', 'ownHomeCoreCity', 'other'])
    expect(choiceKeys({ price: 220_000 })).toEqual(['ownHome', 'other'])
    expect(choiceKeys({ price: 240_001 })).toEqual(['ownHome', 'other'])
    expect(choiceKeys({ price: 230_000, city: { zip: '5000', country: '10' } })).toEqual(['ownHome', 'other'])
  })

  it('offers a property sold with VAT the standard rate, and the rebuild rate up to 175 m²', () => {
    expect(choiceKeys({ costs: { vatApplicable: true } })).toEqual(['vatStandard', 'vatRebuild'])
    expect(choiceKeys({ costs: { vatApplicable: true }, surfaces: { living: 175 } })).toEqual([
      'vatStandard',
      'vatRebuild',
    ])
    expect(choiceKeys({ costs: { vatApplicable: true }, surfaces: { living: 176 } })).toEqual(['vatStandard'])
  })

  it('computes nothing for a hidden price, no price, a closed sale or a place outside Belgium', () => {
    expect(costsPlanOf(property({ publishPrice: false }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ price: null }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ marquee: '3' }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ priceUnit: '2' }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ city: { zip: '75001', country: '20' } }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ city: null }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ city: { zip: '4365', country: '50' } }))).toEqual({ kind: 'luxembourg' })
  })

  it('gives a rent its first payment: rent, charges and three months of deposit', () => {
    // € 950 + € 75 + 3 × € 950 = € 3,875
    expect(costsPlanOf(property({ goal: 'rent', price: 950, costs: { monthlyCharges: 75 } }))).toEqual({
      kind: 'rent',
      rent: { rent: 950, charges: 75, depositMonths: 3, deposit: 2_850, amount: 3_875 },
    })
    expect(costsPlanOf(property({ goal: 'rent', price: 950, publishPrice: false }))).toEqual({ kind: 'none' })
    expect(costsPlanOf(property({ goal: 'rent', price: 950, marquee: '4' }))).toEqual({ kind: 'none' })
  })
})

describe('the loan', () => {
  it('defaults to 80 % of the price, to the thousand, over 20 years at 3 %', () => {
    expect(defaultLoanTerms(375_000)).toEqual({ loan: 300_000, years: 20, yearlyRate: 0.03 })
    expect(defaultLoanTerms(249_000)).toEqual({ loan: 199_000, years: 20, yearlyRate: 0.03 })
  })

  it('reads the fields: empty is no loan, a wrong term or rate is refused', () => {
    expect(loanTermsOf({ loan: '250000', years: '25', rate: '3.5' })).toEqual({
      loan: 250_000,
      years: 25,
      yearlyRate: 0.035,
    })
    expect(loanTermsOf({ loan: '', years: '20', rate: '3' })).toEqual({ loan: 0, years: 20, yearlyRate: 0.03 })
    expect(loanTermsOf({ loan: '-1', years: '20', rate: '3' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '0', rate: '3' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '41', rate: '3' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '2.5', rate: '3' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '', rate: '3' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '20', rate: '' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '20', rate: '20.5' })).toBeNull()
    expect(loanTermsOf({ loan: '1000', years: '20', rate: '0' })).toEqual({ loan: 1000, years: 20, yearlyRate: 0 })
  })
})

describe('saleFigures', () => {
  it('prints each Flemish figure with its basis, and each situation its total', () => {
    // € 375,000 in Ghent with the default loan of € 300,000 over 20 years at 3 %:
    // duties own home 2 % = € 7,500; other 12 % = € 45,000
    // notary fee € 2,449.2045 + € 124,905 × 0.057 % = € 2,520.40; + € 1,100; VAT 21 % € 760.28; € 4,380.68
    // loan deed € 3,000 + € 900 + notary € 2,258.69 = € 6,158.69
    // own home: costs € 18,039.37, total € 393,039.37; other: € 55,539.37, € 430,539.37
    // monthly € 300,000 × i / (1 − (1 + i)^−240), i = 1.03^(1/12) − 1: € 1,657.72; × 240 = € 397,852.80
    const f = saleFigures(saleOf(), defaultLoanTerms(375_000), en.basis, 'en')
    expect(f.situations).toEqual([
      {
        key: 'ownHome',
        rows: [{ key: 'duties', amount: 7_500, value: eur('€ 7.500'), basis: eur('2% of € 375.000') }],
        costs: eur('€ 18.039,37'),
        total: eur('Price and costs: € 393.039,37'),
      },
      {
        key: 'other',
        rows: [{ key: 'duties', amount: 45_000, value: eur('€ 45.000'), basis: eur('12% of € 375.000') }],
        costs: eur('€ 55.539,37'),
        total: eur('Price and costs: € 430.539,37'),
      },
    ])
    expect(f.notary).toEqual({
      key: 'notary',
      amount: 4_380.68,
      value: eur('€ 4.380,68'),
      basis: eur('fee € 2.520,40 on € 375.000, deed costs € 1.100, 21% VAT € 760,28'),
    })
    expect(f.loanDeed).toEqual({
      key: 'loanDeed',
      amount: 6_158.69,
      value: eur('€ 6.158,69'),
      basis: eur('1% registration duty and 0.3% mortgage duty on € 300.000, notary € 2.258,69'),
    })
    expect(f.mortgage).toEqual({
      monthly: eur('€ 1.657,72'),
      basis: eur('€ 300.000 over 20 years at 3% a year'),
      repaid: eur('€ 397.852,80 repaid in all, of which € 97.852,80 interest'),
    })
  })

  it('states the Brussels abatement and the Flemish modest-home reduction in the basis', () => {
    // Brussels € 500,000, own home: (€ 500,000 − € 200,000) × 12.5 % = € 37,500
    const brussels = saleFigures(
      saleOf({ price: 500_000, city: { zip: '1000', country: '10' } }),
      { loan: 0, years: 20, yearlyRate: 0.03 },
      en.basis,
      'en',
    )
    expect(brussels.situations[0].rows).toEqual([
      {
        key: 'duties',
        amount: 37_500,
        value: eur('€ 37.500'),
        basis: eur('12.5% of € 300.000: the price less an abatement of € 200.000'),
      },
    ])
    expect(brussels.situations[1].rows[0]).toMatchObject({ amount: 62_500, basis: eur('12.5% of € 500.000') })
    // Flanders € 200,000, own home: € 200,000 × 2 % − € 1,867 = € 2,133
    const modest = saleFigures(saleOf({ price: 200_000 }), defaultLoanTerms(200_000), en.basis, 'en')
    expect(modest.situations[0].rows[0]).toMatchObject({
      amount: 2_133,
      basis: eur('2% of € 200.000, less a reduction of € 1.867'),
    })
  })

  it('charges a property sold with VAT the VAT instead of duties, at 21 % or, rebuilt, 6 %', () => {
    // € 400,000 × 21 % = € 84,000; × 6 % = € 24,000; no land price, so no duties
    const f = saleFigures(
      saleOf({ price: 400_000, costs: { vatApplicable: true } }),
      { loan: 0, years: 20, yearlyRate: 0.03 },
      en.basis,
      'en',
    )
    expect(f.situations.map((s) => s.rows)).toEqual([
      [{ key: 'vat', amount: 84_000, value: eur('€ 84.000'), basis: eur('21% of € 400.000') }],
      [{ key: 'vat', amount: 24_000, value: eur('€ 24.000'), basis: eur('6% of € 400.000') }],
    ])
  })

  it('has no loan deed and no monthly payment without a loan', () => {
    // Wallonia € 250,000, own home 3 % = € 7,500; notary € 2,448.66 + € 1,100 + VAT € 745.22 = € 4,293.88
    const f = saleFigures(
      saleOf({ price: 250_000, city: { zip: '5000', country: '10' } }),
      { loan: 0, years: 20, yearlyRate: 0.03 },
      en.basis,
      'en',
    )
    expect(f.loanDeed).toBeNull()
    expect(f.mortgage).toBeNull()
    expect(f.situations[0]).toMatchObject({
      costs: eur('€ 11.793,88'),
      total: eur('Price and costs: € 261.793,88'),
    })
  })

  it('writes rates and words in the page language, amounts as the site does', () => {
    const f = saleFigures(
      saleOf({ price: 500_000, city: { zip: '1000', country: '10' } }),
      { loan: 0, years: 20, yearlyRate: 0.03 },
      nl.basis,
      'nl',
    )
    expect(f.situations[0].rows[0].basis).toBe(eur('12,5% van € 300.000: de prijs min een abattement van € 200.000'))
    expect(f.situations[0].total).toBe(eur('Prijs en kosten: € 541.966,90'))
  })
})

describe('fill', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(fill('{rate} of {amount} {other}', { rate: '2%', amount: 5 })).toBe('2% of 5 {other}')
  })
})
