import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { errorText, staffLocale } from '@/features/api/messages'
import { env } from '@/lib/env'
import { clientAddress } from './client-address'
import { loginLimits } from './limits'
import { changesState, allowedOrigins, isForeignRequest } from './origin'
import { PASSWORD_HASH } from './policy'

type Context = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, context: Context) => Promise<Response>

const errorBody = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * Wraps Payload's REST handlers for the staff session (README, "Security"):
 * - a state change sent by a page of another site is refused (403), the login included;
 * - a login is limited per address and per account and answers alike whether the e-mail is
 *   unknown, the password wrong or the account locked, after the same amount of work;
 * - an administrator's unlock also clears the account's counters.
 */
export function withStaffSecurity(payload: () => Promise<Payload>) {
  return (handler: RestHandler): RestHandler =>
    async (request, context) => {
      const settings = env()
      if (changesState(request.method) && isForeignRequest(request.headers, allowedOrigins(settings))) {
        return errorBody(errorText(staffLocale(request.headers), 'foreignOrigin'), 403)
      }
      if (request.method !== 'POST') return handler(request, context)
      const { slug } = await context.params
      const route = slug.join('/')
      if (route === 'users/login') return login(await payload(), handler, request, context)
      if (route === 'users/unlock') return unlock(await payload(), handler, request, context)
      return handler(request, context)
    }
}

interface Credentials {
  email: string
  password: string
}

/** The fields of a request body sent as JSON or as Payload's admin form (`_payload`). */
async function bodyFields(request: Request): Promise<Record<string, unknown>> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) return ((await request.json()) ?? {}) as Record<string, unknown>
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const raw = form.get('_payload')
      return typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(form)
    }
  } catch {
    // A malformed body: Payload answers it.
  }
  return {}
}

const emailOf = (fields: Record<string, unknown>) =>
  typeof fields.email === 'string' && fields.email.trim() ? fields.email.trim().toLowerCase() : undefined

/** The e-mail and password of a login. */
async function credentials(request: Request): Promise<Credentials | undefined> {
  const fields = await bodyFields(request)
  const email = emailOf(fields)
  return email && typeof fields.password === 'string' ? { email, password: fields.password } : undefined
}

/** What checking a password costs, spent when there is no password to check. */
function spendPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PASSWORD_HASH
  return new Promise((resolve) => {
    crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), iterations, keyLength, digest, () => resolve())
  })
}

type Outcome = 'success' | 'unknown-email' | 'wrong-password' | 'locked' | 'pair-limited' | 'address-limited'

async function login(payload: Payload, handler: RestHandler, request: Request, context: Context) {
  const address = clientAddress(request.headers.get('x-forwarded-for'), env().TRUSTED_PROXIES)
  const limits = loginLimits(payload)
  const locale = staffLocale(request.headers)
  // Every attempt is logged, never with the password.
  const log = (outcome: Outcome, email?: string) =>
    payload.logger.info({ event: 'staff-login', outcome, email, address }, `staff login: ${outcome}`)

  const wait = await limits.addressWait(address)
  if (wait > 0) {
    log('address-limited')
    const minutes = Math.ceil(wait / 60_000)
    return errorBody(errorText(locale, 'tooManyAttempts', { minutes }), 429, {
      'Retry-After': String(Math.ceil(wait / 1000)),
    })
  }
  const given = await credentials(request.clone())
  // Nothing to check: Payload answers the malformed request itself.
  if (!given) return handler(request, context)

  const failure = async (outcome: Outcome) => {
    await limits.failed(given.email, address)
    log(outcome, given.email)
    return errorBody(errorText(locale, 'loginFailed'), 401)
  }
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: given.email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const user = docs[0] as { lockUntil?: string | null } | undefined
  const locked = !!user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now()
  const pairBlocked = await limits.pairBlocked(given.email, address)
  if (!user || locked || pairBlocked) {
    await spendPasswordCheck(given.password)
    return failure(!user ? 'unknown-email' : locked ? 'locked' : 'pair-limited')
  }
  const response = await handler(request, context)
  if (response.ok) {
    await limits.succeeded(given.email, address)
    log('success', given.email)
    return response
  }
  if (response.status === 401 || response.status === 403) return failure('wrong-password')
  return response
}

async function unlock(payload: Payload, handler: RestHandler, request: Request, context: Context) {
  const email = emailOf(await bodyFields(request.clone()))
  const response = await handler(request, context)
  if (response.ok && email) await loginLimits(payload).forget(email)
  return response
}
