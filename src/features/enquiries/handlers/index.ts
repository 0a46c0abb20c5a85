import type { LeadType } from '../kinds'
import { contactAppointment } from './contact-appointment'
import { purchaseOffer } from './purchase-offer'
import { rentApplication } from './rent-application'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  'contact-appointment': contactAppointment,
  'purchase-offer': purchaseOffer,
  'rent-application': rentApplication,
}
