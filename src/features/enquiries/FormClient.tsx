'use client'

import { useId, useState } from 'react'
import type { LeadType } from './model/kinds'
import { HONEYPOT_FIELD } from './model/fields'
import { formDefinitions } from './forms'
import { hiddenFields } from './model/state'
import { ProofOfWork } from './abuse/ProofOfWork'
import { amountIn, renderField, type FieldContext } from './form-fields'
import type { FormTexts } from './form-texts'
import { loadSchema, useEnquirySubmit } from './use-enquiry-submit'
import type { VisitDayRules } from './VisitDays'

export interface FormClientProps {
  kind: LeadType
  locale: string
  propertyId?: number
  projectId?: number
  privacyHref: string
  texts: FormTexts
  /** The visit form's open days (the visit slots settings). */
  visit?: VisitDayRules
  /** Values the fields start with (the search alert form's, from a list's filters). */
  initialValues?: Record<string, string>
}

const alertClass = 'rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800'

/**
 * An enquiry form (forms.ts definition of its kind). A plain form that posts to the Server
 * Action, so it works without JavaScript; with it, the shared schema checks the fields as the
 * visitor goes, shows each message beside its field and moves focus to the first field to mend.
 * Its fields are drawn by form-fields.tsx; its submit state lives in use-enquiry-submit.ts.
 */
export function FormClient({
  kind,
  locale,
  propertyId,
  projectId,
  privacyHref,
  texts,
  visit,
  initialValues,
}: FormClientProps) {
  const id = useId()
  const { state, dispatch, pending, errors, banner, proving, formRef, proof, recheck, onSubmit } = useEnquirySubmit(
    kind,
    id,
  )
  const values = state.status === 'idle' ? (initialValues ?? {}) : state.values
  const definition = formDefinitions[kind]
  const required = new Set<string>(definition.required)
  const [amount, setAmount] = useState(() => amountIn(values.amount))
  const fields: FieldContext = {
    id,
    kind,
    locale,
    privacyHref,
    texts,
    visit,
    required,
    values,
    errors,
    amount,
    setAmount,
    recheck,
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
          {section.fields.map((name) => renderField(name, fields))}
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
