'use client'

import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { UTM_STORAGE_KEY, utmOf } from '@/domain/consent'
import { readStorage } from '@/lib/browser-storage'
import { submitEnquiry } from './actions'
import { contactTimes, salutations, type ImplementedForm } from './kinds'
import {
  fieldLimits,
  formObject,
  HONEYPOT_FIELD,
  siteContactFields,
  type ContactField,
  type ErrorCode,
  type FieldErrors,
} from './fields'
import { hiddenFields, idleState } from './state'

// The schema (zod) loads once the visitor starts on the form, not with every page.
const loadSchema = () => import('./schemas')

export interface ContactFormTexts {
  label: string
  requiredNote: string
  submit: string
  sending: string
  banner: string
  sendFailed: string
  yourDetails: string
  yourAddress: string
  choose: string
  privacyLink: string
  honeypot: string
  fields: Record<ContactField, string>
  salutations: Record<(typeof salutations)[number], string>
  contactTimes: Record<'any' | (typeof contactTimes)[number], string>
  /** Required-field messages, per field. */
  required: Partial<Record<ContactField, string>>
  errors: Record<Exclude<ErrorCode, 'required'>, string>
}

export interface ContactFormProps {
  kind: ImplementedForm
  locale: string
  propertyId?: number
  projectId?: number
  privacyHref: string
  texts: ContactFormTexts
}

const requiredFields = new Set<ContactField>(['salutation', 'firstName', 'lastName', 'email', 'phone', 'privacy'])

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus-ring-brand ${
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
  }`

/**
 * The site contact form (SPEC §3 fields). A plain form that posts to the Server Action, so it
 * works without JavaScript; with it, the shared schema checks the fields as the visitor goes,
 * shows each message beside its field and moves focus to the first field to mend.
 */
export function ContactForm({ kind, locale, propertyId, projectId, privacyHref, texts }: ContactFormProps) {
  const [state, dispatch, pending] = useActionState(submitEnquiry, idleState)
  const serverErrors = state.status === 'invalid' ? state.errors : {}
  const values = state.status === 'idle' ? {} : state.values
  const [errors, setErrors] = useState<FieldErrors>(serverErrors)
  const [banner, setBanner] = useState(state.status === 'invalid')
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()

  // An answer of the server (it has the last word) replaces what the browser found.
  useEffect(() => {
    if (state.status === 'idle') return
    setErrors(state.status === 'invalid' ? state.errors : {})
    setBanner(state.status === 'invalid')
    setAttempt((n) => n + 1)
  }, [state])

  // After a refused submission, focus goes to the first field to mend.
  useEffect(() => {
    if (!attempt) return
    const first = siteContactFields.find((f) => errors[f])
    const element = first ? formRef.current?.elements.namedItem(first) : null
    if (element instanceof HTMLElement) element.focus()
    // Only on a new attempt, not while the visitor mends fields one by one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  // Without the schema's chunk (a network hiccup) the server's check still stands.
  const check = async (form: HTMLFormElement): Promise<FieldErrors> =>
    loadSchema().then(
      (schema) => schema.checkSiteContact(formObject(new FormData(form))),
      () => ({}),
    )
  const checking = useRef(false)

  /** Immediate check of one field, once the visitor leaves it (or mends a refused one). */
  const recheck = async (name: string, always: boolean) => {
    const form = formRef.current
    if (!form || (!always && !errors[name])) return
    const found = (await check(form))[name]
    setErrors((e) => ({ ...e, [name]: found }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second click while the first is being checked sends nothing more.
    if (checking.current || pending) return
    checking.current = true
    const form = event.currentTarget
    const found = await check(form).finally(() => {
      checking.current = false
    })
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setBanner(true)
      setAttempt((n) => n + 1)
      return
    }
    setBanner(false)
    const data = new FormData(form)
    data.set(hiddenFields.script, '1')
    data.set(hiddenFields.source, window.location.pathname)
    data.set(hiddenFields.utm, utmOf(window.location.search) || readStorage('sessionStorage', UTM_STORAGE_KEY) || '')
    // Dispatched by hand, not as the form's action: React would reset the form after it.
    startTransition(() => dispatch(data))
  }

  const message = (name: ContactField): string | undefined => {
    const code = errors[name]
    if (!code) return undefined
    if (code === 'required') return texts.required[name] ?? texts.errors.invalid
    return texts.errors[code]
  }

  const describe = (name: ContactField) => {
    const text = message(name)
    return {
      'aria-invalid': text ? true : undefined,
      'aria-describedby': text ? `${id}-${name}-error` : undefined,
      'aria-required': requiredFields.has(name) ? true : undefined,
    }
  }

  const label = (name: ContactField) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
      {texts.fields[name]}
      {requiredFields.has(name) ? <span aria-hidden="true"> *</span> : null}
    </label>
  )

  const errorText = (name: ContactField) => {
    const text = message(name)
    return text ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
        {text}
      </p>
    ) : null
  }

  const text = (
    name: Exclude<ContactField, 'salutation' | 'contactTime' | 'newsletter' | 'privacy'>,
    type = 'text',
    autoComplete?: string,
  ) => (
    <div>
      {label(name)}
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={fieldLimits[name]}
        defaultValue={values[name] ?? ''}
        onBlur={() => void recheck(name, true)}
        onChange={() => void recheck(name, false)}
        className={inputClass(!!errors[name])}
        {...describe(name)}
      />
      {errorText(name)}
    </div>
  )

  return (
    <form
      ref={formRef}
      action={dispatch}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      noValidate
      aria-label={texts.label}
      aria-busy={pending || undefined}
      className="space-y-6"
      data-testid={`enquiry-form-${kind}`}
    >
      {banner ? (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800"
          data-testid="form-banner"
        >
          {texts.banner}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800"
          data-testid="form-failed"
        >
          {texts.sendFailed}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{texts.requiredNote}</p>
      <input type="hidden" name={hiddenFields.kind} value={kind} />
      <input type="hidden" name={hiddenFields.locale} value={locale} />
      {propertyId ? <input type="hidden" name={hiddenFields.property} value={propertyId} /> : null}
      {projectId ? <input type="hidden" name={hiddenFields.project} value={projectId} /> : null}

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{texts.yourDetails}</legend>
        <div className="md:col-span-2 md:max-w-xs">
          {label('salutation')}
          <select
            id={`${id}-salutation`}
            name="salutation"
            defaultValue={values.salutation ?? ''}
            onBlur={() => void recheck('salutation', true)}
            onChange={() => void recheck('salutation', false)}
            className={inputClass(!!errors.salutation)}
            {...describe('salutation')}
          >
            <option value="">{texts.choose}</option>
            {salutations.map((s) => (
              <option key={s} value={s}>
                {texts.salutations[s]}
              </option>
            ))}
          </select>
          {errorText('salutation')}
        </div>
        {text('firstName', 'text', 'given-name')}
        {text('lastName', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{texts.yourAddress}</legend>
        {text('street', 'text', 'address-line1')}
        {text('houseNumber', 'text')}
        {text('zip', 'text', 'postal-code')}
        {text('city', 'text', 'address-level2')}
      </fieldset>

      <div>
        {label('remark')}
        <textarea
          id={`${id}-remark`}
          name="remark"
          rows={5}
          maxLength={fieldLimits.remark}
          defaultValue={values.remark ?? ''}
          onBlur={() => void recheck('remark', true)}
          className={inputClass(!!errors.remark)}
          {...describe('remark')}
        />
        {errorText('remark')}
      </div>

      <div className="md:max-w-xs">
        {label('contactTime')}
        <select
          id={`${id}-contactTime`}
          name="contactTime"
          defaultValue={values.contactTime ?? ''}
          className={inputClass(!!errors.contactTime)}
          {...describe('contactTime')}
        >
          <option value="">{texts.contactTimes.any}</option>
          {contactTimes.map((c) => (
            <option key={c} value={c}>
              {texts.contactTimes[c]}
            </option>
          ))}
        </select>
        {errorText('contactTime')}
      </div>

      <div className="space-y-3">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-newsletter`}
            name="newsletter"
            type="checkbox"
            defaultChecked={values.newsletter === 'on'}
            className="mt-1 size-5 accent-brand focus-ring-brand"
          />
          {label('newsletter')}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-privacy`}
              name="privacy"
              type="checkbox"
              defaultChecked={values.privacy === 'on'}
              onChange={() => void recheck('privacy', false)}
              className="mt-1 size-5 accent-brand focus-ring-brand"
              {...describe('privacy')}
            />
            {label('privacy')}
          </div>
          <p className="mt-1 pl-8 text-sm">
            <a
              href={privacyHref}
              className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
            >
              {texts.privacyLink}
            </a>
          </p>
          {errorText('privacy')}
        </div>
      </div>

      {/* Off screen and out of the tab order: people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-ring-brand disabled:opacity-70"
      >
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
