import type { LeadType } from '../kinds'
import { documentRequest } from './document-request'
import { sendToFriend } from './send-to-friend'
import { testimonialHandler } from './testimonial'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  'document-request': documentRequest,
  'send-to-friend': sendToFriend,
  testimonial: testimonialHandler,
}
