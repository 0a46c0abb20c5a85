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

  /** Resolves once the widget is no longer verifying. */
  const settled = (el: AltchaWidgetElement) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (el.getState() === 'verifying') return
        el.removeEventListener('statechange', check)
        resolve()
      }
      el.addEventListener('statechange', check)
      check()
    })

  /**
   * A fresh payload: the one at hand, or the end of the verification under way, or a new one.
   * One at a time: a second verification would abort the first (the widget allows one).
   */
  const solving = useRef<Promise<string | null> | null>(null)
  const solve = (el: AltchaWidgetElement): Promise<string | null> => {
    if (fresh(el)) return Promise.resolve(payload.current)
    solving.current ??= (async () => {
      try {
        // A few rounds: the visitor may tick the box themselves, which restarts the work.
        for (let round = 0; round < 3; round++) {
          await settled(el)
          if (fresh(el)) return payload.current
          const result = await el.verify().catch(() => null)
          if (result?.payload && !taken.current.has(result.payload)) return result.payload
        }
        return null
      } finally {
        solving.current = null
      }
    })()
    return solving.current
  }

  useImperativeHandle(ref, () => ({
    start() {
      load()
        .then((el) => void solve(el))
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
