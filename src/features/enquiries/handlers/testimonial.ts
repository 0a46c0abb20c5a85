import { publicName } from '@/features/testimonials/public-name'
import type { KindHandler } from './types'

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * A testimonial sent through the form waits for moderation: stored unpublished, signed
 * "Anna P." with the town the visitor agreed to show, in the language it was written in. Staff publish it (or not) in the back office.
 */
export const testimonialHandler: KindHandler = {
  async afterStore(payload, lead) {
    const fields = (lead.fields && typeof lead.fields === 'object' ? lead.fields : {}) as Record<string, unknown>
    const body = text(fields.text)
    // Only a visitor who agreed to be named on the site is published (the form requires it).
    if (!body || fields.publishConsent !== true) return
    const rating = Number(fields.rating)
    await payload.create({
      collection: 'testimonials',
      data: {
        name: publicName(text(fields.firstName), text(fields.lastName)) || text(lead.name),
        city: text(fields.city) || null,
        text: body,
        rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
        locale: lead.locale,
        email: lead.email || null,
        lead: lead.id,
        published: false,
      },
    })
  },
}
