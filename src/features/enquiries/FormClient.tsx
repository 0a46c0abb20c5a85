'use client'

import dynamic from 'next/dynamic'
import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { bookableRange } from '@/domain/appointments'
import { UTM_STORAGE_KEY, utmOf } from '@/domain/consent'
import { readStorage } from '@/platform/browser-storage'
import { submitEnquiry } from './actions'
import type { Locale } from '@/i18n/locales'
import type { LeadType } from './kinds'
import {
  fieldCatalogue,
  formObject,
  HONEYPOT_FIELD,
  typedNumber,
  type ErrorCode,
  type FieldErrors,
  type FieldName,
  type FieldSpec,
} from './fields'
import { formDefinitions, fieldsOf, type SectionKey } from './forms'
import { hiddenFields, idleState, type RefusalReason } from './state'
import { PROOF_FIELD } from './abuse/fields'
import { ProofOfWork, type ProofHandle } from './abuse/ProofOfWork'
import type { ProofTexts } from './abuse/texts'

// The schema (zod) loads once the visitor starts on the form, not with every page.
const loadSchema = () => import('./schemas')
// Only the offer form shows the amount in words: its script (and speller) load with it alone.
// Rendered on the server too, so the field's description points at an element from the start.
const AmountInWords = dynamic(() => import('./AmountInWords'))

/** The amount the visitor typed, when it is one. */
const amountIn = (text: unknown): number | null => {
  const n = typedNumber(text)
  return n !== undefined && Number.isFinite(n) && n >= 0 ? n : null
}

export interface Choice {
  value: string
  label: string
}

/** The form's texts in the page's language (client components get texts as props). */
export interface FormTexts {
  label: string
  requiredNote: string
  submit: string
  sending: string
  banner: string
  sendFailed: string
  /** The database is away for a moment: try again in a minute (the entries stay). */
  unavailable: string
  choose: string
  noPreference: string
  privacyLink: string
  honeypot: string
  sections: Partial<Record<SectionKey, string>>
  fields: Partial<Record<FieldName, string>>
  /** A line under a field's label (how to type it). */
  hints: Partial<Record<FieldName, string>>
  /** Choices of selects and groups of checkboxes (fixed ones and those from the content). */
  choices: Partial<Record<FieldName, Choice[]>>
  /** Required-field messages, per field. */
  required: Partial<Record<FieldName, string>>
  errors: Record<Exclude<ErrorCode, 'required'>, string>
  refused: Record<RefusalReason, string>
  /** `offer.inWords` ('In words: {words}'), on the form with an offer's amount only. */
  amountInWords?: string
  /** The proof of work's checkbox. */
  proof: ProofTexts
}

export interface FormClientProps {
  kind: LeadType
  locale: string
  propertyId?: number
  projectId?: number
  privacyHref: string
  texts: FormTexts
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus-ring-brand ${
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
  }`
const alertClass = 'rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800'

/**
 * The days a visit can be booked (tomorrow up to the horizon) on the date picker: set in the
 * browser, since the page is cached and the same for days.
 */
function boundVisitDays(input: HTMLInputElement | null) {
  if (!input) return
  const { min, max } = bookableRange(new Date())
  input.min = min
  input.max = max
}

/**
 * An enquiry form (forms.ts definition of its kind). A plain form that posts to the Server
 * Action, so it works without JavaScript; with it, the shared schema checks the fields as the
 * visitor goes, shows each message beside its field and moves focus to the first field to mend.
 */
export function FormClient({ kind, locale, propertyId, projectId, privacyHref, texts }: FormClientProps) {
  const [state, dispatch, pending] = useActionState(submitEnquiry, idleState)
  const serverErrors = state.status === 'invalid' ? state.errors : {}
  const values = state.status === 'idle' ? {} : state.values
  const [errors, setErrors] = useState<FieldErrors>(serverErrors)
  const [banner, setBanner] = useState(state.status === 'invalid')
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const proof = useRef<ProofHandle>(null)
  // Sending starts with the proof of work, when it is not solved yet.
  const [proving, setProving] = useState(false)
  const id = useId()
  const definition = formDefinitions[kind]
  const required = new Set<string>(definition.required)
  const order = fieldsOf(kind)
  const [amount, setAmount] = useState(() => amountIn(values.amount))

  // An answer of the server (it has the last word) replaces what the browser found: adjusted
  // while rendering, as React advises for state derived from a changed value.
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    setAnswered(state)
    if (state.status !== 'idle') {
      setErrors(state.status === 'invalid' ? state.errors : {})
      setBanner(state.status === 'invalid')
      setAttempt((n) => n + 1)
    }
  }

  // After a refused submission, focus goes to the first field to mend.
  useEffect(() => {
    if (!attempt) return
    const first = order.find((f) => errors[f])
    const element = first ? document.getElementById(`${id}-${first}`) : null
    if (element instanceof HTMLElement) element.focus()
    // Only on a new attempt, not while the visitor mends fields one by one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  // Without the schema's chunk (a network hiccup) the server's check still stands.
  const check = async (form: HTMLFormElement): Promise<FieldErrors> =>
    loadSchema().then(
      (schema) => schema.checkForm(kind, formObject(new FormData(form))),
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
    // A second click while the first is being checked or proved sends nothing more.
    if (checking.current || pending) return
    checking.current = true
    const form = event.currentTarget
    let solved: string | null | undefined
    try {
      const found = await check(form)
      setErrors(found)
      if (Object.values(found).some(Boolean)) {
        setBanner(true)
        setAttempt((n) => n + 1)
        return
      }
      setBanner(false)
      // The proof of work goes with it (the form waits for it while it is being solved);
      // without one, the server answers 'captcha required'.
      setProving(true)
      solved = await proof.current?.take()
    } finally {
      checking.current = false
      setProving(false)
    }
    const data = new FormData(form)
    if (solved) data.set(PROOF_FIELD, solved)
    data.set(hiddenFields.script, '1')
    data.set(hiddenFields.source, window.location.pathname)
    data.set(hiddenFields.utm, utmOf(window.location.search) || readStorage('sessionStorage', UTM_STORAGE_KEY) || '')
    // Dispatched by hand, not as the form's action: React would reset the form after it.
    startTransition(() => dispatch(data))
  }

  const message = (name: FieldName): string | undefined => {
    const code = errors[name]
    if (!code) return undefined
    if (code === 'required') return texts.required[name] ?? texts.errors.invalid
    return texts.errors[code]
  }

  const inWords = (name: FieldName) => name === 'amount' && !!texts.amountInWords

  const describe = (name: FieldName) => {
    const text = message(name)
    const hint = texts.hints[name]
    const ids = [
      hint ? `${id}-${name}-hint` : '',
      inWords(name) ? `${id}-${name}-words` : '',
      text ? `${id}-${name}-error` : '',
    ]
      .filter(Boolean)
      .join(' ')
    return {
      'aria-invalid': text ? true : undefined,
      'aria-describedby': ids || undefined,
      'aria-required': required.has(name) ? true : undefined,
    }
  }

  const labelText = (name: FieldName) => (
    <>
      {texts.fields[name]}
      {required.has(name) ? <span aria-hidden="true"> *</span> : null}
    </>
  )

  const hintText = (name: FieldName) =>
    texts.hints[name] ? (
      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {texts.hints[name]}
      </p>
    ) : null

  const errorText = (name: FieldName) => {
    const text = message(name)
    return text ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
        {text}
      </p>
    ) : null
  }

  const field = (name: FieldName) => {
    const spec: FieldSpec = fieldCatalogue[name]
    const fieldId = `${id}-${name}`
    const events = {
      onBlur: () => void recheck(name, true),
      onChange: () => void recheck(name, false),
    }
    const label = (
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {labelText(name)}
      </label>
    )
    switch (spec.input) {
      case 'checkbox':
        return (
          <div key={name} className="md:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id={fieldId}
                name={name}
                type="checkbox"
                defaultChecked={values[name] === 'on'}
                onChange={events.onChange}
                className="mt-1 size-5 shrink-0 accent-brand focus-ring-brand"
                {...describe(name)}
              />
              {label}
            </div>
            {name === 'privacy' ? (
              <p className="mt-1 pl-8 text-sm">
                <a
                  href={privacyHref}
                  className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
                >
                  {texts.privacyLink}
                </a>
              </p>
            ) : null}
            {errorText(name)}
          </div>
        )
      case 'checkboxes': {
        const chosen = new Set((values[name] ?? '').split(','))
        return (
          // A group takes no aria-invalid or aria-required: its legend says it is required, the message is linked.
          <fieldset
            key={name}
            id={fieldId}
            tabIndex={-1}
            className="md:col-span-2"
            aria-describedby={describe(name)['aria-describedby']}
          >
            <legend className="text-sm font-medium text-slate-800">{labelText(name)}</legend>
            {hintText(name)}
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {(texts.choices[name] ?? []).map((c) => (
                <label key={c.value} className="flex min-h-11 items-center gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    name={name}
                    value={c.value}
                    defaultChecked={chosen.has(c.value)}
                    onChange={events.onChange}
                    className="size-5 shrink-0 accent-brand focus-ring-brand"
                  />
                  {c.label}
                </label>
              ))}
            </div>
            {errorText(name)}
          </fieldset>
        )
      }
      case 'select':
        return (
          <div key={name}>
            {label}
            {hintText(name)}
            <select
              id={fieldId}
              name={name}
              defaultValue={values[name] ?? ''}
              className={inputClass(!!errors[name])}
              {...events}
              {...describe(name)}
            >
              <option value="">{spec.noPreference ? texts.noPreference : texts.choose}</option>
              {(texts.choices[name] ?? []).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {errorText(name)}
          </div>
        )
      case 'textarea':
        return (
          <div key={name} className="md:col-span-2">
            {label}
            {hintText(name)}
            <textarea
              id={fieldId}
              name={name}
              rows={5}
              maxLength={spec.max}
              defaultValue={values[name] ?? ''}
              className={inputClass(!!errors[name])}
              {...events}
              {...describe(name)}
            />
            {errorText(name)}
          </div>
        )
      default: {
        const type = { email: 'email', tel: 'tel', date: 'date', number: 'number', amount: 'text' }[
          spec.input as string
        ]
        return (
          <div key={name}>
            {label}
            {hintText(name)}
            <input
              id={fieldId}
              name={name}
              type={type ?? 'text'}
              // Amounts as text with a numeric keyboard: '350.000' is how people here write them.
              inputMode={spec.input === 'amount' ? 'numeric' : undefined}
              min={spec.input === 'number' ? spec.min : undefined}
              max={spec.input === 'number' ? spec.max : undefined}
              ref={kind === 'contact-appointment' && name === 'date' ? boundVisitDays : undefined}
              autoComplete={spec.autoComplete}
              maxLength={spec.input === 'text' || spec.input === 'email' || spec.input === 'tel' ? spec.max : undefined}
              defaultValue={values[name] ?? ''}
              className={inputClass(!!errors[name])}
              {...events}
              onChange={(event) => {
                events.onChange()
                if (inWords(name)) setAmount(amountIn(event.currentTarget.value))
              }}
              {...describe(name)}
            />
            {inWords(name) ? (
              <AmountInWords
                id={`${id}-${name}-words`}
                amount={amount}
                locale={locale as Locale}
                template={texts.amountInWords as string}
              />
            ) : null}
            {errorText(name)}
          </div>
        )
      }
    }
  }

  return (
    <form
      ref={formRef}
      action={dispatch}
      onSubmit={onSubmit}
      onFocus={() => {
        void loadSchema()
        proof.current?.start()
      }}
      noValidate
      aria-label={texts.label}
      aria-busy={pending || proving || undefined}
      className="space-y-8"
      data-testid={`enquiry-form-${kind}`}
    >
      {banner ? (
        <p role="alert" className={alertClass} data-testid="form-banner">
          {texts.banner}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className={alertClass} data-testid="form-failed">
          {texts.sendFailed}
        </p>
      ) : null}
      {state.status === 'unavailable' ? (
        <p role="alert" className={alertClass} data-testid="form-unavailable">
          {texts.unavailable}
        </p>
      ) : null}
      {state.status === 'refused' ? (
        <p role="alert" className={alertClass} data-testid="form-refused">
          {texts.refused[state.reason]}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{texts.requiredNote}</p>
      <input type="hidden" name={hiddenFields.kind} value={kind} />
      <input type="hidden" name={hiddenFields.locale} value={locale} />
      {propertyId ? <input type="hidden" name={hiddenFields.property} value={propertyId} /> : null}
      {projectId ? <input type="hidden" name={hiddenFields.project} value={projectId} /> : null}

      {definition.sections.map((section) => (
        <fieldset key={section.key} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{texts.sections[section.key]}</legend>
          {section.fields.map(field)}
        </fieldset>
      ))}

      {/* Off screen and out of the tab order: people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <ProofOfWork ref={proof} locale={locale} texts={texts.proof} />

      <button
        type="submit"
        disabled={pending || proving}
        className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-ring-brand disabled:opacity-70"
      >
        {pending || proving ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
