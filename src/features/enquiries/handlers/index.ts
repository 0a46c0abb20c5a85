import type { LeadType } from '../model/kinds'
import { contactAppointment } from './contact-appointment'
import { demandRegister } from './demand-register'
import { documentRequest } from './document-request'
import { purchaseOffer } from './purchase-offer'
import { rentApplication } from './rent-application'
import { sendToFriend } from './send-to-friend'
import { signNewsletter } from './sign-newsletter'
import { testimonialHandler } from './testimonial'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  'contact-appointment': contactAppointment,
  'demand-register': demandRegister,
  'document-request': documentRequest,
  'purchase-offer': purchaseOffer,
  'rent-application': rentApplication,
  'send-to-friend': sendToFriend,
  'sign-newsletter': signNewsletter,
  testimonial: testimonialHandler,
}
