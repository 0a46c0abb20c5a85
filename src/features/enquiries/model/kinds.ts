import type { FeedbackSlug } from '@/i18n/routes'

/**
 * Every request a visitor can send (docs/rules/forms-and-leads.md). A lead records its kind; the kind names the
 * form and its thank-you page (`/feedback/{slug}/`).
 */
export const leadTypes = [
  'site-contact',
  'contact-me',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'document-request',
  'contact-appointment',
  'send-to-friend',
  'testimonial',
  'purchase-offer',
  'rent-application',
  'sign-newsletter',
] as const
export type LeadType = (typeof leadTypes)[number]

export const isLeadType = (kind: unknown): kind is LeadType =>
  typeof kind === 'string' && (leadTypes as readonly string[]).includes(kind)

/** The thank-you page a form lands on after a stored submission, one per form. */
export const feedbackSlugOf: Record<LeadType, FeedbackSlug> = {
  'site-contact': 'site-contact',
  'contact-me': 'contact-me',
  'contact-construction': 'contact-construction',
  'contact-demand': 'contact-demand',
  'demand-register': 'demand-register',
  'document-request': 'document-request',
  'contact-appointment': 'contact-appointment',
  'send-to-friend': 'send-to-friend',
  testimonial: 'testimonial',
  'purchase-offer': 'purchase-offer',
  'rent-application': 'rent-application',
  'sign-newsletter': 'sign-newsletter',
}

/** The opening slots, offered as the contact time (empty: no preference). */
export const contactTimes = ['10-13', '14-16', '16-19'] as const
export type ContactTime = (typeof contactTimes)[number]

/** The person's title (salutation). */
export const salutations = ['mr', 'ms', 'miss'] as const
export type Salutation = (typeof salutations)[number]
