import { cents } from './rules'

/**
 * The monthly payment of a fixed-rate loan repaid in equal monthly instalments (annuity). Belgian
 * mortgage rates are yearly; as Belgian lenders do, the monthly rate is the equivalent rate
 * (1 + r)^(1/12) − 1, not r / 12. A 0 % rate repays the loan in equal parts.
 */
export interface MortgageInput {
  loan: number
  years: number
  /** Yearly rate as a fraction: 0.035 for 3.5 %. */
  yearlyRate: number
}

export interface MortgagePayment {
  loan: number
  months: number
  yearlyRate: number
  monthlyRate: number
  monthly: number
  /** All instalments together (from the rounded instalment). */
  totalRepaid: number
  /** Interest paid over the term. */
  totalInterest: number
}

export function equivalentMonthlyRate(yearlyRate: number): number {
  return Math.pow(1 + yearlyRate, 1 / 12) - 1
}

/** Null for an impossible input (no loan, no term, a negative rate). */
export function mortgagePayment({ loan, years, yearlyRate }: MortgageInput): MortgagePayment | null {
  if (!(loan > 0) || !Number.isFinite(loan)) return null
  if (!Number.isInteger(years) || years <= 0) return null
  if (!(yearlyRate >= 0) || !Number.isFinite(yearlyRate)) return null
  const months = years * 12
  const monthlyRate = equivalentMonthlyRate(yearlyRate)
  const exact = monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months))
  const monthly = cents(exact)
  const totalRepaid = cents(monthly * months)
  return { loan, months, yearlyRate, monthlyRate, monthly, totalRepaid, totalInterest: cents(totalRepaid - loan) }
}
