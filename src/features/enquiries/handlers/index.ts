import type { LeadType } from '../kinds'
import { demandRegister } from './demand-register'
import { signNewsletter } from './sign-newsletter'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  'demand-register': demandRegister,
  'sign-newsletter': signNewsletter,
}
