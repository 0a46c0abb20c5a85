'use client'

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type {} from 'altcha/types/react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import { PROOF_FIELD } from './fields'
import type { ProofTexts } from './texts'

/** Where the widget fetches its challenges (src/app/(site)/api/altcha/challenge). */
export const CHALLENGE_URL = '/api/altcha/challenge'

/** What a form asks of its proof of work. */
export interface ProofHandle {
  /** The visitor started on the form: solve now, so the proof is ready when they send it. */
  start(): void
  /**
   * The proof to send with a submission: the one solved, or one solved now (the wait is the
   * send button's). Each proof is good once: the next call solves a fresh one. Null when none
   * could be made (the server then answers 'captcha required').
   */
  take(): Promise<string | null>
}

export interface ProofOfWorkProps {
  ref: Ref<ProofHandle>
  locale: string
  texts: ProofTexts
}

// The widget's script, fetched once per page; a failed fetch may be tried again.
let script: Promise<void> | undefined
function loadScript(locale: string, texts: ProofTexts): Promise<void> {
  script ??= import('./widget').then(
    (widget) => widget.setUpWidget(locale, texts),
    (error: unknown) => {
      script = undefined
      throw error
    },
  )
  return script
}

type State = ReturnType<AltchaWidgetElement['getState']>

/**
 * ALTCHA's proof-of-work checkbox ('I am not a robot'), in the site's colours. Its script loads
 * when the form comes into view or the visitor starts on it (never with the page); it solves on
 * the first focus in the form, or when the visitor ticks it. Its state is read out to screen
 * readers as it changes.
 */
export function ProofOfWork({ ref, locale, texts }: ProofOfWorkProps) {
  const slot = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [state, setState] = useState<State | null>(null)
  // The widget once mounted (its methods exist from its 'load' event on).
  const [mounted] = useState(() => {
    let resolve!: (el: AltchaWidgetElement) => void
    const promise = new Promise<AltchaWidgetElement>((r) => (resolve = r))
    return { promise, resolve }
  })
  /** The widget's payload as of its last state change. */
  const payload = useRef<string | null>(null)
  /** Payloads already handed to a submission: each is good once. */
  const taken = useRef(new Set<string>())

  const load = () =>
    loadScript(locale, texts).then(() => {
      setLoaded(true)
      return mounted.promise
    })

  // Near the viewport, the checkbox appears (the script, not the work, starts then).
  useEffect(() => {
    const element = slot.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        load().catch(() => undefined)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
    // Once per form; locale and texts do not change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const fresh = (el: AltchaWidgetElement) =>
    el.getState() === 'verified' && !!payload.current && !taken.current.has(payload.current)

  /** A verification awaited to its end (one under way, or a new one): the payload, or null. */
  const solve = async (el: AltchaWidgetElement): Promise<string | null> => {
    if (fresh(el)) return payload.current
    if (el.getState() === 'verifying') {
      await new Promise<void>((resolve) => {
        const settled = () => {
          if (el.getState() === 'verifying') return
          el.removeEventListener('statechange', settled)
          resolve()
        }
        el.addEventListener('statechange', settled)
      })
      if (fresh(el)) return payload.current
      if (el.getState() !== 'verified') return null
    }
    const result = await el.verify().catch(() => null)
    return result?.payload ?? null
  }

  useImperativeHandle(ref, () => ({
    start() {
      load()
        .then((el) => {
          if (el.getState() !== 'verifying' && !fresh(el)) void solve(el)
        })
        .catch(() => undefined)
    },
    async take() {
      try {
        const proof = await solve(await load())
        if (proof) taken.current.add(proof)
        return proof
      } catch {
        return null
      }
    },
  }))

  const attach = (el: AltchaWidgetElement | null) => {
    if (!el) return
    const onState = (event: Event) => {
      payload.current = (event as CustomEvent<{ payload: string | null }>).detail?.payload ?? null
      setState(el.getState())
    }
    el.addEventListener('statechange', onState)
    if (typeof el.getState === 'function') mounted.resolve(el)
    else el.addEventListener('load', () => mounted.resolve(el), { once: true })
    return () => el.removeEventListener('statechange', onState)
  }

  const announcement =
    state === 'verifying'
      ? texts.verifying
      : state === 'verified'
        ? texts.verified
        : state === 'error'
          ? texts.error
          : state === 'expired'
            ? texts.expired
            : ''

  return (
    // Its room is kept before the script arrives, so nothing below moves when it does.
    <div ref={slot} className="min-h-12" data-testid="proof-of-work" data-state={state ?? undefined}>
      {loaded ? (
        <altcha-widget
          ref={attach}
          challenge={CHALLENGE_URL}
          name={PROOF_FIELD}
          language={locale}
          auto="off"
          className="block [--altcha-border-color:var(--color-slate-400)] [--altcha-border-radius:var(--radius-md)] [--altcha-checkbox-border-color:var(--color-slate-500)] [--altcha-checkbox-outline-color:var(--color-brand)] [--altcha-color-base-content:var(--color-slate-900)] [--altcha-color-error:var(--color-red-700)] [--altcha-color-primary:var(--color-brand)] [--altcha-color-success:var(--color-brand)] [--altcha-max-width:20rem]"
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
