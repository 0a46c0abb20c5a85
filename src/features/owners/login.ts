import type { Payload } from 'payload'
import { guardedLogin, REFUSED, type GuardedLogin } from '@/platform/auth/guard'

/**
 * The HTTP status of one of Payload's own errors (APIError). Checked by shape: a bundled build
 * may hold two copies of Payload's error classes, and `instanceof` fails across them.
 */
function payloadErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('isPublic' in error)) return undefined
  const { status } = error as { status?: unknown }
  return typeof status === 'number' ? status : undefined
}

/** Payload's answer to a wrong password or a locked account (its own lock count moves on). */
const isRefusal = (error: unknown) => [401, 403, 423].includes(payloadErrorStatus(error) ?? 0)

export interface OwnerSession {
  token: string
  exp?: number
}

/** An owner's login, through the guard every login takes (platform/auth/guard.ts). */
export async function ownerLogin(
  payload: Payload,
  attempt: { email: string; password: string; address: string },
): Promise<GuardedLogin<OwnerSession>> {
  const { email, password } = attempt
  return guardedLogin(payload, { collection: 'owners', ...attempt }, async () => {
    try {
      const { token, exp } = await payload.login({ collection: 'owners', data: { email, password } })
      return token ? { token, exp } : REFUSED
    } catch (error) {
      if (isRefusal(error)) return REFUSED
      throw error
    }
  })
}

/**
 * Sets the password with the one-time token of an invitation or reset link, and gives the
 * session that starts with it; null when the link was used already or has expired.
 */
export async function choosePassword(payload: Payload, token: string, password: string): Promise<OwnerSession | null> {
  try {
    const reset = await payload.resetPassword({ collection: 'owners', data: { token, password }, overrideAccess: true })
    return reset.token ? { token: reset.token } : null
  } catch (error) {
    // An unknown, used or expired token (403), or a password Payload refuses (400).
    if (payloadErrorStatus(error) !== undefined) return null
    throw error
  }
}
