import type { LeadType } from '../kinds'
import { demandRegister } from './demand-register'
import { documentRequest } from './document-request'
import { sendToFriend } from './send-to-friend'
import { signNewsletter } from './sign-newsletter'
import { testimonialHandler } from './testimonial'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  'demand-register': demandRegister,
  'document-request': documentRequest,
  'send-to-friend': sendToFriend,
  'sign-newsletter': signNewsletter,
  testimonial: testimonialHandler,
}
