import type { Payload } from 'payload'
import { errorText, staffLocale } from '@/platform/errors/messages'
import { env } from '@/platform/env'
import { clientAddress } from './client-address'
import { loginLimits } from './limits'
import { changesState, allowedOrigins, isForeignRequest } from './origin'
import { hasStaffSession, staffCredentialsOnly } from './credentials'
import { accountKey, guardedLogin, REFUSED, type AccountCollection } from './guard'
import type { Locale } from '@/i18n/locales'

const OWNER_SESSION_ROUTES = new Set([
  'owners/login',
  'owners/logout',
  'owners/refresh-token',
  'owners/forgot-password',
  'owners/reset-password',
  'owners/first-register',
])

/**
 * The only changes a caller without a staff session may send: the staff session's own routes.
 * Everything else that changes something is for staff alone (Payload's collections and globals,
 * an unlock, the back office's endpoints: the invitations, the outbox, the privacy requests), so
 * anyone else is refused before the body is read; Payload would refuse them after reading it.
 * The refusal is the back office endpoints' own (platform/api/staff-endpoint.ts): 401, sign in.
 */
const PUBLIC_CHANGES = new Set([
  'users/login',
  'users/logout',
  'users/refresh-token',
  'users/reset-password',
  'users/first-register',
])

/**
 * Whether Payload serves a path starting with this segment: a collection, the globals, one of
 * its root endpoints. A change sent anywhere else (GraphQL, which is disabled, a typing error)
 * is answered 404 before its body is read.
 */
function servedByPayload(p: Payload, first: string | undefined): boolean {
  if (first === undefined) return false
  if (first === 'globals' || Object.hasOwn(p.collections, first)) return true
  return (p.config.endpoints || []).some((e) => e.path.startsWith('/:') || e.path.split('/')[1] === first)
}

type Context = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, context: Context) => Promise<Response>

const errorBody = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * Wraps Payload's REST handlers for the staff session (README, "Security"):
 * - only a staff session counts: an owner's token or cookie is taken off the request
 *   (credentials.ts), so an owner gets what an anonymous caller gets;
 * - a state change sent by a page of another site is refused (403), the login included;
 * - a state change from a caller without a staff session is refused (401) before its body is
 *   read, except on the staff session's own routes; one sent where Payload serves nothing gets
 *   its 404 unread too;
 * - a login is limited per address and per account and answers alike whether the e-mail is
 *   unknown, the password wrong or the account locked, after the same amount of work;
 * - an unlock also clears the account's counters;
 * - owners' session routes are not offered (they sign in on the site), nor is a reset of a
 *   staff password by mail (see `users/forgot-password` below).
 */
export function withStaffSecurity(payload: () => Promise<Payload>) {
  return (handler: RestHandler): RestHandler =>
    async (incoming, context) => {
      const p = await payload()
      const request = staffCredentialsOnly(incoming, p.config.cookiePrefix)
      if (!changesState(request.method)) return handler(request, context)
      const locale = staffLocale(request.headers)
      const settings = env()
      if (isForeignRequest(request.headers, allowedOrigins(settings)))
        return errorBody(errorText(locale, 'foreignOrigin'), 403)
      const { slug } = await context.params
      const route = slug.join('/')
      // Owners sign in, reset and leave on the site's own pages (features/owners), with a cookie
      // of their own: Payload's REST login would replace a staff member's session in the browser.
      if (OWNER_SESSION_ROUTES.has(route)) return errorBody(errorText(locale, 'ownersOnSite'), 404)
      // Staff passwords are not reset by mail: the link would sit in the outbox, which every
      // member of staff reads (an agent could take an administrator's account with it), and the
      // accounts are the agency's own, made by an administrator, who sets a new password for a
      // colleague who forgot theirs (Users, "Change password"). Payload would answer "Success"
      // and send nothing.
      if (route === 'users/forgot-password') return errorBody(errorText(locale, 'staffPasswordReset'), 404)
      if (!servedByPayload(p, slug[0])) return errorBody(errorText(locale, 'badUrl'), 404)
      if (!PUBLIC_CHANGES.has(route) && !(await hasStaffSession(p, request.headers)))
        return errorBody(errorText(locale, 'signInRequired'), 401)
      if (request.method !== 'POST') return handler(request, context)
      if (route === 'users/login') return login(p, handler, request, context)
      if (route === 'users/unlock') return unlock(p, handler, request, context, 'users')
      if (route === 'owners/unlock') return unlock(p, handler, request, context, 'owners')
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

async function login(payload: Payload, handler: RestHandler, request: Request, context: Context) {
  const address = clientAddress(request.headers.get('x-forwarded-for'), env().TRUSTED_PROXIES)
  const locale = staffLocale(request.headers)
  const given = await credentials(request.clone())
  // Nothing to check: Payload answers the malformed request itself (after the address limit).
  if (!given) {
    const wait = await loginLimits(payload).addressWait(address)
    return wait > 0 ? tooMany(locale, wait) : handler(request, context)
  }
  const result = await guardedLogin(
    payload,
    { collection: 'users', ...given, address },
    async () => {
      const response = await handler(request, context)
      return response.status === 401 || response.status === 403 ? REFUSED : response
    },
    (response) => response.ok,
  )
  if (result.ok) return result.value
  if (result.waitMs) return tooMany(locale, result.waitMs)
  return errorBody(errorText(locale, 'loginFailed'), 401)
}

function tooMany(locale: Locale, waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000)
  return errorBody(errorText(locale, 'tooManyAttempts', { minutes }), 429, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  })
}

async function unlock(
  payload: Payload,
  handler: RestHandler,
  request: Request,
  context: Context,
  collection: AccountCollection,
) {
  const email = emailOf(await bodyFields(request.clone()))
  const response = await handler(request, context)
  if (response.ok && email) await loginLimits(payload).forget(accountKey(collection, email))
  return response
}
