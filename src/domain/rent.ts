import { goalOf } from './availability'

/**
 * The rent application's terms (docs/rules/listings.md): the figures their placeholders take from a property for
 * rent (minimum income, max persons, first month's rent, charges, inventory share, and a
 * deposit of three months' rent). A figure the property does not give is null and its
 * sentence is left out.
 */
export const DEPOSIT_MONTHS = 3
/** Without an amount set by staff, the household earns at least three times the rent. */
export const INCOME_TO_RENT_RATIO = 3

export interface RentInput {
  goal?: unknown
  /** The monthly rent of a property for rent. */
  price?: number | null
  /** False hides the price, and so every figure computed from it. */
  publishPrice?: boolean | null
  costs?: { monthlyCharges?: number | null } | null
  rental?: {
    maxPersons?: number | null
    minimumIncome?: number | null
    inventoryShare?: number | null
  } | null
}

export interface RentFigures {
  /** The first month's rent, paid before moving in. */
  rent: number | null
  /** Monthly charges on top of the rent. */
  charges: number | null
  depositMonths: number
  deposit: number | null
  /** The household's minimum net monthly income. */
  minimumIncome: number | null
  maxPersons: number | null
  /** The tenant's share of the cost of the check-in inventory. */
  inventoryShare: number | null
}

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

/** The figures of a property for rent; null for a property for sale. */
export function rentFigures(property: RentInput): RentFigures | null {
  if (goalOf(property.goal) !== 'rent') return null
  const rent = property.publishPrice === false ? null : amount(property.price)
  const persons = property.rental?.maxPersons
  return {
    rent,
    charges: amount(property.costs?.monthlyCharges),
    depositMonths: DEPOSIT_MONTHS,
    deposit: rent === null ? null : rent * DEPOSIT_MONTHS,
    minimumIncome: amount(property.rental?.minimumIncome) ?? (rent === null ? null : rent * INCOME_TO_RENT_RATIO),
    maxPersons: typeof persons === 'number' && Number.isInteger(persons) && persons > 0 ? persons : null,
    inventoryShare: amount(property.rental?.inventoryShare),
  }
}
