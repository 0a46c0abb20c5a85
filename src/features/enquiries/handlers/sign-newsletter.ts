import { newsletterMail, subscribeToNewsletter } from '@/features/alerts/newsletter'
import type { KindHandler } from './types'

/**
 * Newsletter sign-up with double opt-in (features/alerts/newsletter.ts): the lead stores a
 * pending subscriber, and the visitor gets the opt-in mail with its signed confirmation link
 * instead of the usual confirmation; the agency's notification stays.
 */
export const signNewsletter: KindHandler = {
  async afterStore(payload, lead) {
    await subscribeToNewsletter(payload, lead)
  },
  async mails(payload, lead, ctx, defaults) {
    const optIn = await newsletterMail(payload, lead, ctx.siteName, ctx.agencyEmail)
    return [...defaults.filter((m) => m.purpose !== 'confirmation'), ...(optIn ? [optIn] : [])]
  },
}
