import dynamic from 'next/dynamic'
import type { Locale } from '@/i18n/locales'
import type { LeadType } from './model/kinds'
import { fieldCatalogue, typedNumber, type FieldErrors, type FieldName, type FieldSpec } from './model/fields'
import type { FormTexts } from './form-texts'
import { VisitDays, type VisitDayRules } from './VisitDays'

// Only the offer form shows the amount in words: its script (and speller) load with it alone.
// Rendered on the server too, so the field's description points at an element from the start.
const AmountInWords = dynamic(() => import('./AmountInWords'))

/** The amount the visitor typed, when it is one. */
export const amountIn = (text: unknown): number | null => {
  const n = typedNumber(text)
  return n !== undefined && Number.isFinite(n) && n >= 0 ? n : null
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus-ring-brand ${
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
  }`

/** What a field of the form (FormClient.tsx) is rendered from. */
export interface FieldContext {
  /** Prefix of the fields' element ids. */
  id: string
  kind: LeadType
  locale: string
  privacyHref: string
  texts: FormTexts
  /** The visit form's open days: its day is chosen from them. */
  visit?: VisitDayRules
  required: Set<string>
  /** What the visitor typed, put back by the server (JavaScript off). */
  values: Record<string, string>
  errors: FieldErrors
  amount: number | null
  setAmount: (amount: number | null) => void
  recheck: (name: string, always: boolean) => Promise<void>
}

function message(name: FieldName, { errors, texts }: FieldContext): string | undefined {
  const code = errors[name]
  if (!code) return undefined
  if (code === 'required') return texts.required[name] ?? texts.errors.invalid
  return texts.errors[code]
}

const inWords = (name: FieldName, { texts }: FieldContext) => name === 'amount' && !!texts.amountInWords

function describe(name: FieldName, ctx: FieldContext) {
  const { id, texts, required } = ctx
  const text = message(name, ctx)
  const hint = texts.hints[name]
  const ids = [
    hint ? `${id}-${name}-hint` : '',
    inWords(name, ctx) ? `${id}-${name}-words` : '',
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

const labelText = (name: FieldName, { texts, required }: FieldContext) => (
  <>
    {texts.fields[name]}
    {required.has(name) ? <span aria-hidden="true"> *</span> : null}
  </>
)

const hintText = (name: FieldName, { id, texts }: FieldContext) =>
  texts.hints[name] ? (
    <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
      {texts.hints[name]}
    </p>
  ) : null

function errorText(name: FieldName, ctx: FieldContext) {
  const text = message(name, ctx)
  return text ? (
    <p id={`${ctx.id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
      {text}
    </p>
  ) : null
}

/** One field of the form, as its catalogue entry (fields.ts) says: label, hint, input, message. */
export function renderField(name: FieldName, ctx: FieldContext) {
  const { id, kind, locale, privacyHref, texts, values, errors, amount, setAmount, recheck } = ctx
  const spec: FieldSpec = fieldCatalogue[name]
  const fieldId = `${id}-${name}`
  const events = {
    onBlur: () => void recheck(name, true),
    onChange: () => void recheck(name, false),
  }
  const label = (
    <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
      {labelText(name, ctx)}
    </label>
  )
  if (kind === 'contact-appointment' && name === 'date' && ctx.visit)
    return (
      <div key={name}>
        {label}
        {hintText(name, ctx)}
        <VisitDays
          {...ctx.visit}
          locale={locale}
          choose={texts.choose}
          empty={texts.noVisitDays ?? ''}
          id={fieldId}
          name={name}
          defaultValue={values[name] ?? ''}
          className={inputClass(!!errors[name])}
          {...events}
          {...describe(name, ctx)}
        />
        {errorText(name, ctx)}
      </div>
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
              {...describe(name, ctx)}
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
          {errorText(name, ctx)}
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
          aria-describedby={describe(name, ctx)['aria-describedby']}
        >
          <legend className="text-sm font-medium text-slate-800">{labelText(name, ctx)}</legend>
          {hintText(name, ctx)}
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
          {errorText(name, ctx)}
        </fieldset>
      )
    }
    case 'select':
      return (
        <div key={name}>
          {label}
          {hintText(name, ctx)}
          <select
            id={fieldId}
            name={name}
            defaultValue={values[name] ?? ''}
            className={inputClass(!!errors[name])}
            {...events}
            {...describe(name, ctx)}
          >
            <option value="">{spec.noPreference ? texts.noPreference : texts.choose}</option>
            {(texts.choices[name] ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {errorText(name, ctx)}
        </div>
      )
    case 'textarea':
      return (
        <div key={name} className="md:col-span-2">
          {label}
          {hintText(name, ctx)}
          <textarea
            id={fieldId}
            name={name}
            rows={5}
            maxLength={spec.max}
            defaultValue={values[name] ?? ''}
            className={inputClass(!!errors[name])}
            {...events}
            {...describe(name, ctx)}
          />
          {errorText(name, ctx)}
        </div>
      )
    default: {
      const type = { email: 'email', tel: 'tel', date: 'date', number: 'number', amount: 'text' }[spec.input as string]
      return (
        <div key={name}>
          {label}
          {hintText(name, ctx)}
          <input
            id={fieldId}
            name={name}
            type={type ?? 'text'}
            // Amounts as text with a numeric keyboard: '350.000' is how people here write them.
            inputMode={spec.input === 'amount' ? 'numeric' : undefined}
            min={spec.input === 'number' ? spec.min : undefined}
            max={spec.input === 'number' ? spec.max : undefined}
            autoComplete={spec.autoComplete}
            maxLength={spec.input === 'text' || spec.input === 'email' || spec.input === 'tel' ? spec.max : undefined}
            defaultValue={values[name] ?? ''}
            className={inputClass(!!errors[name])}
            {...events}
            onChange={(event) => {
              events.onChange()
              if (inWords(name, ctx)) setAmount(amountIn(event.currentTarget.value))
            }}
            {...describe(name, ctx)}
          />
          {inWords(name, ctx) ? (
            <AmountInWords
              id={`${id}-${name}-words`}
              amount={amount}
              locale={locale as Locale}
              template={texts.amountInWords as string}
            />
          ) : null}
          {errorText(name, ctx)}
        </div>
      )
    }
  }
}
