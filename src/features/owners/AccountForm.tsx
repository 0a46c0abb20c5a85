'use client'

import { useActionState, useId } from 'react'
import { usePathname } from 'next/navigation'
import { idleAccountState, type AccountFormState } from './state'

export interface AccountField {
  name: string
  label: string
  type: 'email' | 'password'
  autoComplete: string
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus-ring-brand ${
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
  }`

/**
 * One of the owners' account forms (login, forgot password, choose a password). Works without
 * JavaScript (a plain form post to the Server Action); every text comes translated from the
 * server, so no message bundle travels to the browser.
 */
export function AccountForm({
  action,
  fields,
  submit,
  locale,
  hidden = {},
}: {
  action: (previous: AccountFormState, form: FormData) => Promise<AccountFormState>
  fields: AccountField[]
  submit: string
  locale: string
  hidden?: Record<string, string>
}) {
  // The page's own URL as the form's action: without it React writes `action=""` (invalid HTML).
  const [state, dispatch, pending] = useActionState(action, idleAccountState, usePathname())
  const id = useId()
  const errors = state.errors ?? {}
  return (
    <form action={dispatch} noValidate className="mt-8 max-w-md space-y-5">
      {state.message && state.status !== 'sent' ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.message && state.status === 'sent' ? (
        <p
          role="status"
          className="rounded-md border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="_locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = errors[field.name]
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
              {field.label}
            </label>
            <input
              id={fieldId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              defaultValue={field.type === 'email' ? (state.email ?? '') : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className={inputClass(!!error)}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-ring-brand disabled:opacity-70"
      >
        {submit}
      </button>
    </form>
  )
}
