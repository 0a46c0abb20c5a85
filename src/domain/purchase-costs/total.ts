import { registrationDuties, type Duties, type Situation } from './duties'
import { mortgageDeedCosts, saleNotaryCosts, type MortgageDeedCosts, type NotaryCosts } from './notary'
import { regionOfPostcode } from './region'
import { cents, positiveAmount, RULES_DATE } from './rules'
import { newBuildVat, type NewBuildVat } from './vat'

/**
 * Everything a buyer pays for a Belgian property (docs/rules/purchase-costs.md#total): the price,
 * the registration duties (or, for a new build, VAT on the building and duties on the land), the
 * notary's costs on the deed of sale and, with a loan, the costs of the loan deed.
 */
export interface PurchaseInput {
  /** The asking price; null or 0 is "price on request". For a new build, land and building together. */
  price: number | null | undefined
  zip: string | number | null | undefined
  countryId?: string | number | null
  situation: Situation
  flemishCoreCity?: boolean
  /** A new building sold with VAT. */
  newBuild?: {
    /** The land share of the price; without it the whole price bears VAT and no duty is counted. */
    landPrice?: number | null
    demolitionRebuildOwnHome?: boolean
    habitableArea?: number | null
  } | null
  /** The amount borrowed with a mortgage; none, no loan deed. */
  loan?: number | null
}

export interface PurchaseCosts {
  rulesDate: string
  price: number
  duties: Duties | null
  vat: NewBuildVat | null
  notary: NotaryCosts
  mortgage: MortgageDeedCosts | null
  /** Everything on top of the price. */
  costs: number
  /** Price and costs. */
  total: number
}

/** Null when there is no price or the property is not in Belgium: nothing to compute. */
export function purchaseCosts(input: PurchaseInput): PurchaseCosts | null {
  const price = positiveAmount(input.price)
  if (price === null) return null
  const region = regionOfPostcode(input.zip, input.countryId)
  if (region === null || region === 'luxembourg') return null

  let duties: Duties | null
  let vat: NewBuildVat | null = null
  if (input.newBuild) {
    const land = Math.min(positiveAmount(input.newBuild.landPrice) ?? 0, price)
    vat = newBuildVat({ ...input.newBuild, buildingPrice: price - land })
    duties = land > 0 ? registrationDuties({ ...input, region, price: land, landShare: true }) : null
  } else {
    duties = registrationDuties({ ...input, region, price })
  }
  const notary = saleNotaryCosts(price)
  const loan = positiveAmount(input.loan)
  const mortgage = loan === null ? null : mortgageDeedCosts(loan)
  const costs = cents((duties?.amount ?? 0) + (vat?.amount ?? 0) + notary.amount + (mortgage?.amount ?? 0))
  return { rulesDate: RULES_DATE, price, duties, vat, notary, mortgage, costs, total: cents(price + costs) }
}
