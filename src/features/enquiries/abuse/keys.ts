import { createHmac } from 'node:crypto'
import { mailboxKey } from '@/domain/mail-recipient'

// Shared with the login limits (platform/auth), which count networks the same way.
export { addressScope, isLoopback } from '@/domain/network'

/**
 * One spelling per mailbox (case and plus-addressing folded: domain/mail-recipient.ts), for the
 * limits per sender and per recipient. The schema already checked the address's form.
 */
export const emailScope = (email: string): string => mailboxKey(email)

/**
 * The store's key for a counted value: a keyed hash, so the shared table or Redis never holds
 * visitors' addresses or e-mails, and the keys stay short.
 */
export function storeKey(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32)
}
