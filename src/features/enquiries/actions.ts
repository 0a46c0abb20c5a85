'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { utmOf } from '@/domain/consent'
import { isLocale, type Locale } from '@/i18n/locales'
import { clientAddress } from '@/platform/auth/client-address'
import { markAnswerStatus, markUnavailable } from '@/platform/outage/state'
import { getRouteTable } from '@/platform/routing/queries'
import { isDatabaseUnreachable } from '@/platform/db/unreachable'
import { env } from '@/platform/env'
import { payload } from '@/payload/local-api'
import { guardSubmission } from './abuse/guard'
import { feedbackSlugOf, isLeadType } from './model/kinds'
import { submitLead } from './mutations'
import { formObject, HONEYPOT_FIELD, typedValues, withinSize } from './model/fields'
import { fieldsOf, formDefinitions } from './forms'
import { fieldErrors, schemaOf } from './schemas'
import { hiddenFields, refusalStatus, type FormState } from './model/state'

const positiveId = (value: FormDataEntryValue | null): number | undefined =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined

/** The page the form was sent from: a path of this site, never a full address or query. */
async function sourcePage(form: FormData): Promise<string | undefined> {
  const given = form.get(hiddenFields.source)
  let candidate = typeof given === 'string' ? given : ((await headers()).get('referer') ?? '')
  try {
    candidate = new URL(candidate, 'http://site.invalid').pathname
  } catch {
    return undefined
  }
  return candidate.startsWith('/') ? candidate.slice(0, 300) : undefined
}

/** The visitor's address, as the server stamped it (TRUSTED_PROXIES: see platform/auth). */
async function clientIp(): Promise<string> {
  return clientAddress((await headers()).get('x-forwarded-for'), env().TRUSTED_PROXIES)
}

const emailOf = (data: object): string | undefined =>
  'email' in data && typeof data.email === 'string' ? data.email : undefined

/**
 * Every enquiry form posts here (with or without JavaScript): check, store, queue the mails,
 * then go to the thank-you page. The lead is committed before anything else; when storing
 * fails the visitor keeps the form and what was typed.
 */
export async function submitEnquiry(_previous: FormState, form: FormData): Promise<FormState> {
  // A call forged outside the site's forms may pass anything (src/platform/http/server-action-body.ts).
  if (!(form instanceof FormData)) return { status: 'failed', values: {} }
  const kind = String(form.get(hiddenFields.kind) ?? '')
  const requested = form.get(hiddenFields.locale)
  const locale: Locale = isLocale(requested) ? requested : 'nl'
  if (!isLeadType(kind) || !withinSize(form)) return { status: 'failed', values: {} }
  const values = typedValues(form, fieldsOf(kind))
  // Bots fill every field; a person never sees this one.
  const trap = form.get(HONEYPOT_FIELD)
  if (typeof trap === 'string' && trap.trim() !== '') return { status: 'failed', values }

  const parsed = schemaOf(kind).safeParse(formObject(form))
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values }
  const propertyId = positiveId(form.get(hiddenFields.property))
  const projectId = positiveId(form.get(hiddenFields.project))
  // A form about a property or project is only ever rendered with one: without it, it was forged.
  const about = formDefinitions[kind].about
  if ((about === 'property' && !propertyId) || (about === 'project' && !projectId)) return { status: 'failed', values }

  const utm = Object.fromEntries(new URLSearchParams(utmOf(String(form.get(hiddenFields.utm) ?? ''))))
  try {
    // Rate limits and the proof of work (abuse/guard.ts), once the fields are known to be right.
    const refusal = await guardSubmission({ form, ip: await clientIp(), email: emailOf(parsed.data), kind })
    if (refusal) return { status: 'refused', reason: refusal, values }
    const p = await payload()
    const outcome = await submitLead(p, {
      kind,
      locale,
      data: parsed.data,
      verified: form.get(hiddenFields.script) === '1',
      sourcePage: await sourcePage(form),
      utm,
      propertyId: about === 'property' ? propertyId : undefined,
      projectId: about === 'project' ? projectId : undefined,
    })
    if (outcome.refused) {
      const status = refusalStatus[outcome.refused]
      if (status) markAnswerStatus(status)
      return { status: 'refused', reason: outcome.refused, values }
    }
  } catch (error) {
    if (isDatabaseUnreachable(error)) {
      // The database is away for a moment: "try again in a minute", with a 503 (platform/outage).
      console.error(`[vitrine] An enquiry could not be stored: the database is unreachable (${String(error)})`)
      markUnavailable()
      return { status: 'unavailable', values }
    }
    console.error('An enquiry could not be stored', error)
    return { status: 'failed', values }
  }
  const table = await getRouteTable()
  redirect(table.href({ kind: 'feedback', slug: feedbackSlugOf[kind] }, locale))
}
