import type { FeedbackSlug } from '@/i18n/routes'

/**
 * Every request a visitor can send (SPEC §1, §7). A lead records its kind; the kind names the
 * form and its thank-you page (SPEC §2 `/feedback/{slug}/`).
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

/** The forms this release renders (the others follow with their schemas). */
export const implementedForms = ['site-contact'] as const satisfies readonly LeadType[]
export type ImplementedForm = (typeof implementedForms)[number]

export const isImplementedForm = (kind: string): kind is ImplementedForm =>
  (implementedForms as readonly string[]).includes(kind)

/** The thank-you page a form lands on after a stored submission. */
export const feedbackSlugOf: Record<ImplementedForm, FeedbackSlug> = {
  'site-contact': 'site-contact',
}

/** SPEC §9 opening slots, offered as the contact time (empty: no preference). */
export const contactTimes = ['10-13', '14-16', '16-19'] as const
export type ContactTime = (typeof contactTimes)[number]

/** SPEC §3 title (salutation) of the person. */
export const salutations = ['mr', 'ms', 'miss'] as const
export type Salutation = (typeof salutations)[number]
