import type { Locale } from '@/i18n/locales'
import { env } from '@/platform/env'
import { payloadSecret } from '@/platform/secret'
import { signLinkToken, type LinkAction, type LinkScope } from '@/platform/signed-link'

/**
 * The links of the subscription mails: one-click unsubscribe (search alerts, newsletter) and the
 * newsletter confirmation. Absolute, in the recipient's language, signed with a key derived from
 * Payload's secret (platform/signed-link.ts), so they work without a login and cannot be guessed.
 * Served by src/app/(site)/[locale]/{unsubscribe,confirm}/[token]/route.ts.
 */
export const LINK_PATHS: Record<LinkAction, string> = { unsubscribe: 'unsubscribe', confirm: 'confirm' }

export function mailLink(action: LinkAction, scope: LinkScope, id: number, locale: Locale): string {
  const token = signLinkToken(payloadSecret(), action, scope, id)
  return `${env().siteUrl}/${locale}/${LINK_PATHS[action]}/${token}/`
}
