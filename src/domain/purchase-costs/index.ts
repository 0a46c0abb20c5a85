export { RULES_DATE } from './rules'
export { regionOfPostcode, type CostRegion } from './region'
export {
  registrationDuties,
  FLANDERS,
  flandersDuties,
  brusselsDuties,
  walloniaDuties,
  type Duties,
  type DutyInput,
  type Situation,
} from './duties'
export { newBuildVat, REBUILD_MAX_AREA, type NewBuildVat, type NewBuildVatInput } from './vat'
export { saleNotaryCosts, mortgageDeedCosts, scaleFee, type NotaryCosts, type MortgageDeedCosts } from './notary'
export { mortgagePayment, equivalentMonthlyRate, type MortgagePayment, type MortgageInput } from './mortgage'
export { firstRentPayment, type FirstRentPayment } from './rent'
export { purchaseCosts, type PurchaseCosts, type PurchaseInput } from './total'
