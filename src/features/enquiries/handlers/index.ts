import type { LeadType } from '../kinds'
import { testimonialHandler } from './testimonial'
import type { KindHandler } from './types'

/** The kinds whose forms do more than store, notify and confirm (one file each). */
export const kindHandlers: Partial<Record<LeadType, KindHandler>> = {
  testimonial: testimonialHandler,
}
