import type { Payload } from 'payload'
import { errorText, staffLocale } from '@/features/api/messages'
import { env } from '@/lib/env'
import { clientAddress } from './client-address'
import { loginLimits } from './limits'
import { changesState, allowedOrigins, isForeignRequest } from './origin'
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

type Context = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, context: Context) => Promise<Response>

const errorBody = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * Wraps Payload's REST handlers for the staff session (README, "Security"):
 * - a state change sent by a page of another site is refused (403), the login included;
 * - a login is limited per address and per account and answers alike whether the e-mail is
 *   unknown, the password wrong or the account locked, after the same amount of work;
 * - an unlock also clears the account's counters;
 * - owners' session routes are not offered (they sign in on the site).
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
      if (route === 'users/unlock') return unlock(await payload(), handler, request, context, 'users')
      if (route === 'owners/unlock') return unlock(await payload(), handler, request, context, 'owners')
      // Owners sign in, reset and leave on the site's own pages (features/owners), with a cookie
      // of their own: Payload's REST login would replace a staff member's session in the browser.
      if (OWNER_SESSION_ROUTES.has(route))
        return errorBody(errorText(staffLocale(request.headers), 'ownersOnSite'), 404)
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
