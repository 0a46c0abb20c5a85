import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { loginLimits } from './limits'
import { PASSWORD_HASH } from './policy'

/** The two kinds of accounts: staff (`users`, the back office) and owners (the portal). */
export type AccountCollection = 'users' | 'owners'

export type LoginOutcome =
  | 'success'
  | 'unknown-email'
  | 'wrong-password'
  | 'locked'
  | 'pair-limited'
  | 'address-limited'

/** What the attempt's check says when the password is wrong. */
export const REFUSED = Symbol('refused')

export type GuardedLogin<T> =
  | { ok: true; value: T }
  /** `waitMs` only when the network must wait (answer 429); every other refusal reads alike. */
  | { ok: false; outcome: LoginOutcome; waitMs?: number }

interface Attempt {
  collection: AccountCollection
  email: string
  password: string
  address: string
}

/**
 * The login limits' key of an account. Staff keep the bare address (counters written before
 * owners existed stay valid); an owner's is prefixed, as one person may hold both accounts.
 */
export const accountKey = (collection: AccountCollection, email: string) =>
  collection === 'users' ? email : `${collection}:${email}`

/** What checking a password costs, spent when there is no password to check. */
function spendPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PASSWORD_HASH
  return new Promise((resolve) => {
    crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), iterations, keyLength, digest, () => resolve())
  })
}

/**
 * One login, staff's or an owner's (README, "Logins"): limited per network and per (account,
 * network) with growing waits (policy.ts), answered alike (after the same amount of work)
 * whether the e-mail is unknown, the password wrong or the account locked, and logged with its
 * outcome, never with the password. `check` runs Payload's own password check;
 * `succeeded` tells a success from another answer (a staff REST answer may be an error).
 */
export async function guardedLogin<T>(
  payload: Payload,
  attempt: Attempt,
  check: () => Promise<T | typeof REFUSED>,
  succeeded: (value: T) => boolean = () => true,
): Promise<GuardedLogin<T>> {
  const { collection, email, password, address } = attempt
  const limits = loginLimits(payload)
  const key = accountKey(collection, email)
  const event = collection === 'users' ? 'staff-login' : 'owner-login'
  const log = (outcome: LoginOutcome, who?: string) =>
    payload.logger.info({ event, outcome, email: who, address }, `${event}: ${outcome}`)

  // The network's wait, then the pair's (its own network's failures only): answered alike,
  // whether or not the e-mail has an account, as unknown e-mails are counted too.
  const addressWait = await limits.addressWait(address)
  const waitMs = addressWait || (await limits.pairWait(key, address))
  if (waitMs > 0) {
    const outcome = addressWait ? 'address-limited' : 'pair-limited'
    log(outcome, addressWait ? undefined : email)
    return { ok: false, outcome, waitMs }
  }
  const failure = async (outcome: LoginOutcome): Promise<GuardedLogin<T>> => {
    await limits.failed(key, address)
    log(outcome, email)
    return { ok: false, outcome }
  }
  const { docs } = await payload.find({
    collection,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const account = docs[0] as { lockUntil?: string | null } | undefined
  // Payload's own lock is out of reach (policy.ts PAYLOAD_LOCK); one set before still counts.
  const locked = !!account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now()
  if (!account || locked) {
    await spendPasswordCheck(password)
    return failure(!account ? 'unknown-email' : 'locked')
  }
  const value = await check()
  if (value === REFUSED) return failure('wrong-password')
  if (succeeded(value)) {
    await limits.succeeded(key, address)
    log('success', email)
  }
  return { ok: true, value }
}
