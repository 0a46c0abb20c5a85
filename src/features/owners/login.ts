import { APIError, type Payload } from 'payload'
import { guardedLogin, REFUSED, type GuardedLogin } from '@/features/auth/guard'

/** Payload's answer to a wrong password or a locked account (its own lock count moves on). */
const isRefusal = (error: unknown) => error instanceof APIError && [401, 403, 423].includes(error.status)

export interface OwnerSession {
  token: string
  exp?: number
}

/** An owner's login, through the guard every login takes (features/auth/guard.ts). */
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
    if (error instanceof APIError) return null
    throw error
  }
}
