import { DEPOSIT_MONTHS } from '../rent'
import { cents, positiveAmount } from './rules'

/**
 * What a tenant pays before moving in (docs/rules/purchase-costs.md#rent): the first month's rent,
 * the first month's charges and the rental deposit of DEPOSIT_MONTHS months' rent (the agency's terms,
 * docs/rules/listings.md). Null without a rent.
 */
export interface FirstRentPayment {
  rent: number
  charges: number
  depositMonths: number
  deposit: number
  amount: number
}

export function firstRentPayment(rent: number | null | undefined, charges?: number | null): FirstRentPayment | null {
  const monthly = positiveAmount(rent)
  if (monthly === null) return null
  const monthlyCharges = positiveAmount(charges) ?? 0
  const deposit = cents(monthly * DEPOSIT_MONTHS)
  return {
    rent: monthly,
    charges: monthlyCharges,
    depositMonths: DEPOSIT_MONTHS,
    deposit,
    amount: cents(monthly + monthlyCharges + deposit),
  }
}
