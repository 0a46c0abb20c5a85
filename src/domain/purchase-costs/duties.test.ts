import { describe, expect, it } from 'vitest'
import { brusselsDuties, flandersDuties, registrationDuties, walloniaDuties } from './duties'

/*
 * Rates in force on 1 January 2026 (docs/rules/purchase-costs.md#registration-duties):
 * - Flanders, Flemish Tax Code (Vlaamse Codex Fiscaliteit), as amended by the programme decree for the
 *   2025 budget (20 December 2024): 12 % general rate; 2 % for the sole own home; modest-home reduction € 1,867.
 * - Brussels, Brussels Registration Duties Code art. 46bis, as amended with effect from 1 April 2023:
 *   12.5 %; own-home abatement € 200,000 when the price is at most € 600,000.
 * - Wallonia, Walloon decree of 5 December 2024, from 1 January 2025: 12.5 %; 3 % for the sole own home.
 */

describe('Flanders, sole own home at 2 % (rate of 1 January 2025)', () => {
  it('takes 2 % of the price above the modest-home ceiling', () => {
    // € 379,000 × 2 % = € 7,580; above € 220,000 so no reduction
    expect(flandersDuties({ region: 'flanders', price: 379_000, situation: 'ownHome' })).toEqual({
      region: 'flanders',
      situation: 'ownHome',
      rate: 0.02,
      price: 379_000,
      abatement: 0,
      base: 379_000,
      reduction: 0,
      amount: 7_580,
    })
  })

  it('takes € 1,867 off the duty of a modest home up to € 220,000 (the ceiling included)', () => {
    // € 200,000 × 2 % = € 4,000 − € 1,867 = € 2,133
    expect(flandersDuties({ region: 'flanders', price: 200_000, situation: 'ownHome' })).toMatchObject({
      reduction: 1_867,
      amount: 2_133,
    })
    // € 220,000 × 2 % = € 4,400 − € 1,867 = € 2,533
    expect(flandersDuties({ region: 'flanders', price: 220_000, situation: 'ownHome' }).amount).toBe(2_533)
    // € 220,001 × 2 % = € 4,400.02, one euro above the ceiling: no reduction
    expect(flandersDuties({ region: 'flanders', price: 220_001, situation: 'ownHome' })).toMatchObject({
      reduction: 0,
      amount: 4_400.02,
    })
  })

  it('raises the modest-home ceiling to € 240,000 in a core city or the Flemish periphery', () => {
    // € 230,000 × 2 % = € 4,600; − € 1,867 = € 2,733 in a core city only
    expect(flandersDuties({ region: 'flanders', price: 230_000, situation: 'ownHome' }).amount).toBe(4_600)
    expect(
      flandersDuties({ region: 'flanders', price: 230_000, situation: 'ownHome', flemishCoreCity: true }).amount,
    ).toBe(2_733)
  })

  it('never lets the reduction make the duty negative', () => {
    // € 80,000 × 2 % = € 1,600, less than € 1,867: the duty is € 0 and only € 1,600 is taken off
    expect(flandersDuties({ region: 'flanders', price: 80_000, situation: 'ownHome' })).toMatchObject({
      reduction: 1_600,
      amount: 0,
    })
  })

  it('gives no modest-home reduction on a land share', () => {
    // € 100,000 × 2 % = € 2,000
    expect(flandersDuties({ region: 'flanders', price: 100_000, situation: 'ownHome', landShare: true })).toMatchObject(
      { rate: 0.02, reduction: 0, amount: 2_000 },
    )
  })
})

describe('Flanders, other purchases at 12 % (general rate since 1 January 2022)', () => {
  it.each([
    // € 379,000 × 12 % = € 45,480
    [379_000, 45_480],
    // € 250,000 × 12 % = € 30,000
    [250_000, 30_000],
    // € 150,000 × 12 % = € 18,000: no modest-home reduction outside the own home
    [150_000, 18_000],
  ])('€ %i costs € %i', (price, amount) => {
    expect(flandersDuties({ region: 'flanders', price, situation: 'other' })).toMatchObject({
      rate: 0.12,
      base: price,
      reduction: 0,
      amount,
    })
  })
})

describe('Brussels, sole own home: € 200,000 abatement up to a € 600,000 price (rule of 1 April 2023)', () => {
  it('taxes 12.5 % of the price above € 200,000', () => {
    // (€ 450,000 − € 200,000) × 12.5 % = € 250,000 × 12.5 % = € 31,250
    expect(brusselsDuties({ region: 'brussels', price: 450_000, situation: 'ownHome' })).toEqual({
      region: 'brussels',
      situation: 'ownHome',
      rate: 0.125,
      price: 450_000,
      abatement: 200_000,
      base: 250_000,
      reduction: 0,
      amount: 31_250,
    })
  })

  it('keeps the abatement at exactly € 600,000 and loses it all € 1 above', () => {
    // (€ 600,000 − € 200,000) × 12.5 % = € 50,000
    expect(brusselsDuties({ region: 'brussels', price: 600_000, situation: 'ownHome' })).toMatchObject({
      abatement: 200_000,
      base: 400_000,
      amount: 50_000,
    })
    // € 600,001 × 12.5 % = € 75,000.125, rounded to € 75,000.13
    expect(brusselsDuties({ region: 'brussels', price: 600_001, situation: 'ownHome' })).toMatchObject({
      abatement: 0,
      base: 600_001,
      amount: 75_000.13,
    })
  })

  it('costs nothing for a price below the abatement', () => {
    // € 180,000 − € 200,000 < 0: base € 0, duty € 0; the abatement used is the price itself
    expect(brusselsDuties({ region: 'brussels', price: 180_000, situation: 'ownHome' })).toMatchObject({
      abatement: 180_000,
      base: 0,
      amount: 0,
    })
  })
})

describe('Brussels, other purchases at 12.5 %', () => {
  it.each([
    // € 450,000 × 12.5 % = € 56,250
    [450_000, 56_250],
    // € 300,000 × 12.5 % = € 37,500
    [300_000, 37_500],
    // € 180,000 × 12.5 % = € 22,500: no abatement for a second home
    [180_000, 22_500],
  ])('€ %i costs € %i', (price, amount) => {
    expect(brusselsDuties({ region: 'brussels', price, situation: 'other' })).toMatchObject({
      rate: 0.125,
      abatement: 0,
      amount,
    })
  })
})

describe('Wallonia, sole own home at 3 % (decree of 5 December 2024, from 1 January 2025)', () => {
  it.each([
    // € 300,000 × 3 % = € 9,000
    [300_000, 9_000],
    // € 250,000 × 3 % = € 7,500
    [250_000, 7_500],
    // € 800,000 × 3 % = € 24,000: the 3 % rate has no price ceiling
    [800_000, 24_000],
  ])('€ %i costs € %i', (price, amount) => {
    expect(walloniaDuties({ region: 'wallonia', price, situation: 'ownHome' })).toMatchObject({
      rate: 0.03,
      abatement: 0,
      base: price,
      amount,
    })
  })
})

describe('Wallonia, other purchases at 12.5 %', () => {
  it.each([
    // € 300,000 × 12.5 % = € 37,500
    [300_000, 37_500],
    // € 250,000 × 12.5 % = € 31,250
    [250_000, 31_250],
    // € 180,000 × 12.5 % = € 22,500: the former first-home abatement no longer exists
    [180_000, 22_500],
  ])('€ %i costs € %i', (price, amount) => {
    expect(walloniaDuties({ region: 'wallonia', price, situation: 'other' })).toMatchObject({ rate: 0.125, amount })
  })
})

describe('registrationDuties', () => {
  it('applies the rules of the region it is given', () => {
    expect(registrationDuties({ region: 'flanders', price: 379_000, situation: 'ownHome' })?.amount).toBe(7_580)
    expect(registrationDuties({ region: 'brussels', price: 450_000, situation: 'ownHome' })?.amount).toBe(31_250)
    expect(registrationDuties({ region: 'wallonia', price: 300_000, situation: 'ownHome' })?.amount).toBe(9_000)
  })

  it('computes nothing without a positive price', () => {
    expect(registrationDuties({ region: 'flanders', price: 0, situation: 'ownHome' })).toBeNull()
    expect(registrationDuties({ region: 'brussels', price: Number.NaN, situation: 'other' })).toBeNull()
  })
})
