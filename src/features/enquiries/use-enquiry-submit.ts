import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import { usePathname } from 'next/navigation'
import { UTM_STORAGE_KEY, utmOf } from '@/domain/consent'
import { readStorage } from '@/platform/browser-storage'
import { submitEnquiry } from './actions'
import type { LeadType } from './model/kinds'
import { formObject, type FieldErrors } from './model/fields'
import { fieldsOf } from './forms'
import { hiddenFields, idleState } from './model/state'
import { PROOF_FIELD } from './abuse/fields'
import type { ProofHandle } from './abuse/ProofOfWork'

// The schema (zod) loads once the visitor starts on the form, not with every page.
export const loadSchema = () => import('./schemas')

/**
 * The submit state of an enquiry form (FormClient.tsx): the Server Action's answer, the messages
 * found by the shared schema as the visitor goes, the proof of work, and focus on the first
 * field to mend after a refused submission. `id` prefixes the fields' element ids.
 */
export function useEnquirySubmit(kind: LeadType, id: string) {
  // The page's own URL as the form's action (the permalink): without it React writes
  // `action=""`, which HTML does not allow; a post without JavaScript comes back to this page.
  const [state, dispatch, pending] = useActionState(submitEnquiry, idleState, usePathname())
  const serverErrors = state.status === 'invalid' ? state.errors : {}
  const [errors, setErrors] = useState<FieldErrors>(serverErrors)
  const [banner, setBanner] = useState(state.status === 'invalid')
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const proof = useRef<ProofHandle>(null)
  // Sending starts with the proof of work, when it is not solved yet.
  const [proving, setProving] = useState(false)
  const order = fieldsOf(kind)

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

  return { state, dispatch, pending, errors, banner, proving, formRef, proof, recheck, onSubmit }
}
