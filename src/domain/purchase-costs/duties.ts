import type { Region } from '../region'
import { cents, positiveAmount } from './rules'

/**
 * Registration duties on buying a home (docs/rules/purchase-costs.md#registration-duties), under
 * the rules in force on RULES_DATE. Each result carries its basis so a page can print
 * "2 % of € 379.000" and say which abatement or reduction it applied.
 */

/** 'ownHome': the buyer's sole own home, to live in; 'other': a second home, an investment … */
export type Situation = 'ownHome' | 'other'

export const FLANDERS = {
  /** General rate of the sale duty (since 1 January 2022). */
  standardRate: 0.12,
  /** Sole own home (enige eigen woning), since 1 January 2025 (3 % before). */
  ownHomeRate: 0.02,
  /**
   * Extra reduction for a modest sole own home: the 2 % duty on the first € 93,333, i.e. € 1,867 since
   * 1 January 2025 (€ 2,800 at 3 % in 2024), for a price up to € 220,000, or € 240,000 in a core city or
   * in the Flemish periphery of Brussels. The 1 % rate for a major energy renovation and its € 960
   * reduction ended on 31 December 2024, so neither is modelled.
   */
  modestHomeReduction: 1867,
  modestHomeCeiling: 220_000,
  modestHomeCeilingCoreCity: 240_000,
} as const

export const BRUSSELS = {
  standardRate: 0.125,
  /** Abatement on the first € 200,000 for the sole own home, since 1 April 2023. */
  ownHomeAbatement: 200_000,
  /** Price above which the abatement is lost entirely (the price may equal it). */
  ownHomeCeiling: 600_000,
} as const

export const WALLONIA = {
  standardRate: 0.125,
  /** Sole own home, since 1 January 2025, with no price ceiling; the old abatement was abolished. */
  ownHomeRate: 0.03,
} as const

export interface DutyInput {
  region: Region
  /** The taxable price (a new build's land share). */
  price: number
  situation: Situation
  /** Flanders only: the home lies in a core city or the Flemish periphery (higher modest-home ceiling). */
  flemishCoreCity?: boolean
  /**
   * The price is a new build's land share. The Flemish modest-home reduction is then left out: its
   * ceilings are set for a home, and it is safer to overstate the cost than to promise a reduction.
   */
  landShare?: boolean
}

export interface Duties {
  region: Region
  situation: Situation
  rate: number
  /** The price before any abatement. */
  price: number
  /** The part of the price that is not taxed (Brussels abatement); 0 when none. */
  abatement: number
  /** The taxed base: price − abatement, never below 0. */
  base: number
  /** An amount taken off the duty itself (Flemish modest home); 0 when none. */
  reduction: number
  amount: number
}

function result(input: DutyInput, rate: number, abatement = 0, reduction = 0): Duties {
  const base = Math.max(0, input.price - abatement)
  const gross = cents(base * rate)
  const applied = Math.min(reduction, gross)
  return {
    region: input.region,
    situation: input.situation,
    rate,
    price: input.price,
    abatement: Math.min(abatement, input.price),
    base,
    reduction: applied,
    amount: cents(gross - applied),
  }
}

export function flandersDuties(input: DutyInput): Duties {
  if (input.situation !== 'ownHome') return result(input, FLANDERS.standardRate)
  if (input.landShare) return result(input, FLANDERS.ownHomeRate)
  const ceiling = input.flemishCoreCity ? FLANDERS.modestHomeCeilingCoreCity : FLANDERS.modestHomeCeiling
  return result(input, FLANDERS.ownHomeRate, 0, input.price <= ceiling ? FLANDERS.modestHomeReduction : 0)
}

export function brusselsDuties(input: DutyInput): Duties {
  const abated = input.situation === 'ownHome' && input.price <= BRUSSELS.ownHomeCeiling
  return result(input, BRUSSELS.standardRate, abated ? BRUSSELS.ownHomeAbatement : 0)
}

export function walloniaDuties(input: DutyInput): Duties {
  return result(input, input.situation === 'ownHome' ? WALLONIA.ownHomeRate : WALLONIA.standardRate)
}

/** The duties in the property's region; null without a positive price. */
export function registrationDuties(input: DutyInput): Duties | null {
  if (positiveAmount(input.price) === null) return null
  if (input.region === 'flanders') return flandersDuties(input)
  if (input.region === 'brussels') return brusselsDuties(input)
  return walloniaDuties(input)
}
