'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { clientAddress } from '@/platform/auth/client-address'
import { resetRequestLimits } from '@/platform/auth/limits'
import { isLocale, type Locale } from '@/i18n/locales'
import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import { env } from '@/platform/env'
import { payload as localApi } from '@/payload/local-api'
import { queuePasswordReset } from './accounts'
import { ownerRoutes } from '@/i18n/routes'
import { choosePassword, ownerLogin } from './login'
import { endOwnerSession, startOwnerSession } from './session'
import { PASSWORD_LENGTH, type AccountFormState } from './state'

/** The submitted form; an empty one for a call forged with other arguments (src/platform/http/server-action-body.ts). */
const formOf = (form: unknown): FormData => (form instanceof FormData ? form : new FormData())
const localeOf = (form: FormData): Locale => {
  const given = form.get('_locale')
  return isLocale(given) ? given : 'nl'
}
const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const emailSchema = z.email().max(254)

async function address(): Promise<string> {
  return clientAddress((await headers()).get('x-forwarded-for'), env().TRUSTED_PROXIES)
}

/** The e-mail field's message, or none when the address is usable. */
function emailProblem(t: NamespaceTranslator<'owners'>, email: string): string | undefined {
  if (!email) return t('login.emailRequired')
  if (!emailSchema.safeParse(email).success) return t('login.emailInvalid')
  return undefined
}

/**
 * The owners' login (with or without JavaScript): limited per network and per (account,
 * network), the same answer whatever was wrong (docs/rules/owners-portal.md), every attempt logged
 * (platform/auth/guard.ts).
 */
export async function loginAction(_previous: AccountFormState, given: FormData): Promise<AccountFormState> {
  const form = formOf(given)
  const locale = localeOf(form)
  const t = await translatorOf(locale, 'owners')
  const email = text(form, 'email').trim().toLowerCase()
  const password = text(form, 'password')
  const errors: Record<string, string> = {}
  const emailError = emailProblem(t, email)
  if (emailError) errors.email = emailError
  if (!password) errors.password = t('login.passwordRequired')
  if (Object.keys(errors).length) return { status: 'invalid', errors, email, message: t('login.errorBanner') }

  const result = await ownerLogin(await localApi(), { email, password, address: await address() })
  if (!result.ok) {
    const message = result.waitMs
      ? t('login.tooMany', { minutes: Math.ceil(result.waitMs / 60_000) })
      : t('login.failed')
    return { status: 'refused', email, message }
  }
  await startOwnerSession(result.value.token, result.value.exp)
  redirect(ownerRoutes.portal(locale))
}

/**
 * Forgot password: the same answer, after the same work, whether or not the address has an
 * account (a job looks it up and mails the link); limited per network and per address asked for.
 */
export async function forgotAction(_previous: AccountFormState, given: FormData): Promise<AccountFormState> {
  const form = formOf(given)
  const locale = localeOf(form)
  const t = await translatorOf(locale, 'owners')
  const email = text(form, 'email').trim().toLowerCase()
  const emailError = emailProblem(t, email)
  if (emailError) return { status: 'invalid', errors: { email: emailError }, email, message: t('login.errorBanner') }
  const payload = await localApi()
  const from = await address()
  const waitMs = await resetRequestLimits(payload).take(email, from)
  const log = { event: 'owner-password-reset', email, address: from, outcome: waitMs ? 'limited' : 'queued' }
  payload.logger.info(log, `owner password reset: ${log.outcome}`)
  if (waitMs) return { status: 'refused', email, message: t('forgot.tooMany', { minutes: Math.ceil(waitMs / 60_000) }) }
  await queuePasswordReset(payload, email)
  return { status: 'sent', message: t('forgot.sent') }
}

/** Chooses the password from an invitation or reset link (single use), then logs the owner in. */
export async function setPasswordAction(_previous: AccountFormState, given: FormData): Promise<AccountFormState> {
  const form = formOf(given)
  const locale = localeOf(form)
  const t = await translatorOf(locale, 'owners')
  const token = text(form, 'token')
  const password = text(form, 'password')
  const confirm = text(form, 'confirm')
  const errors: Record<string, string> = {}
  if (password.length < PASSWORD_LENGTH.min) errors.password = t('password.tooShort', { min: PASSWORD_LENGTH.min })
  else if (password.length > PASSWORD_LENGTH.max) errors.password = t('password.tooLong', { max: PASSWORD_LENGTH.max })
  else if (confirm !== password) errors.confirm = t('password.mismatch')
  if (Object.keys(errors).length) return { status: 'invalid', errors, message: t('login.errorBanner') }

  const payload = await localApi()
  const session = await choosePassword(payload, token, password)
  if (!session) return { status: 'refused', message: t('password.invalidLink') }
  payload.logger.info({ event: 'owner-password-set', address: await address() }, 'owner password set')
  await startOwnerSession(session.token)
  redirect(ownerRoutes.portal(locale))
}

/** Logs the owner out, on the server too, and back to the login page. */
export async function logoutAction(locale: string): Promise<never> {
  await endOwnerSession()
  redirect(`${ownerRoutes.login(isLocale(locale) ? locale : 'nl')}?out=1`)
}
