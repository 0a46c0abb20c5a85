'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import {
  CONSENT_STORAGE_KEY,
  MAP_CONSENT_STORAGE_KEY,
  RESET_PARAMETER,
  UTM_STORAGE_KEY,
  choiceFromToggles,
  consentCategories,
  denyAll,
  grantAll,
  isPreviewPath,
  parseStoredChoice,
  serializeChoice,
  tagsToLoad,
  utmOf,
  withUtm,
  type ConsentCategory,
  type ConsentChoice,
  type TagIds,
} from '@/domain/consent'
import { readStorage, writeStorage } from '@/platform/browser-storage'
import { CONSENT_CHANGED, OPEN_CONSENT_SETTINGS } from './events'
import { loadTag, sendPageView, setConsentDefaults, updateConsent } from './tags'

export interface ConsentTexts {
  title: string
  text: string
  policy: string
  agreeAll: string
  decline: string
  settings: string
  agreePartly: string
  back: string
  settingsTitle: string
  alwaysOn: string
  categories: Record<'necessary' | ConsentCategory, { label: string; description: string }>
}

type View = 'closed' | 'first' | 'settings'

/**
 * Tells the tags the choice and loads the granted ones; on the first choice of a page it also
 * counts the page (docs/rules/privacy-and-security.md). A changed mind later only updates: what was withdrawn stops loading
 * from the next page on.
 */
function apply(choice: ConsentChoice, tagIds: TagIds, countPage: boolean): void {
  updateConsent(choice)
  for (const tag of tagsToLoad(tagIds, choice)) loadTag(tag)
  if (countPage) sendPageView(withUtm(window.location.href, readStorage('sessionStorage', UTM_STORAGE_KEY)))
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand px-4 font-semibold focus-ring-accent'
// Accept and decline look the same: neither is the easier one (Belgian DPA guidance).
const choiceButton = `${buttonClass} bg-brand text-white hover:bg-brand-dark`
const quietButton = `${buttonClass} bg-white text-brand hover:bg-slate-100`

/**
 * The cookie consent dialog and the consent state of the page (Consent Mode v2; docs/rules/privacy-and-security.md).
 * Everything per visitor happens here, in the browser, so pages stay cacheable. A native modal
 * <dialog>: the rest of the page is inert while it is open, focus stays inside, and screen
 * readers announce it with its title.
 */
export function ConsentDialog({
  tagIds,
  texts,
  policyHref,
  settingsAsked = false,
}: {
  tagIds: TagIds
  texts: ConsentTexts
  policyHref: string | null
  /** The footer's cookie settings were clicked before this dialog was loaded (ConsentLoader). */
  settingsAsked?: boolean
}) {
  const pathname = usePathname()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // View and choice change together; one state so the first read of storage is one update.
  const [state, setState] = useState<{ view: View; choice: ConsentChoice | null }>({ view: 'closed', choice: null })
  const { view, choice } = state
  const setView = (next: View) => setState((s) => ({ ...s, view: next }))
  const [toggles, setToggles] = useState<Partial<Record<ConsentCategory, boolean>>>({})
  const firstPath = useRef<string | null>(null)
  const titleId = useId()
  const textId = useId()

  /** The settings view shows the stored choice (nothing ticked before a first choice). */
  const openSettings = useCallback(() => {
    setState((s) => {
      setToggles(Object.fromEntries(consentCategories.map((c) => [c, s.choice?.[c] === 'granted'])))
      return { ...s, view: 'settings' }
    })
  }, [])

  useEffect(() => {
    setConsentDefaults()
    const url = new URL(window.location.href)
    if (url.searchParams.has(RESET_PARAMETER)) {
      writeStorage('localStorage', CONSENT_STORAGE_KEY, null)
      writeStorage('localStorage', MAP_CONSENT_STORAGE_KEY, null)
      window.dispatchEvent(new Event(CONSENT_CHANGED))
      url.searchParams.delete(RESET_PARAMETER)
      window.history.replaceState(window.history.state, '', url)
    }
    const utm = utmOf(url.search)
    if (utm) writeStorage('sessionStorage', UTM_STORAGE_KEY, utm)
    firstPath.current = url.pathname
    const stored = parseStoredChoice(readStorage('localStorage', CONSENT_STORAGE_KEY))
    if (stored) apply(stored, tagIds, true)
    // Storage exists only in the browser, so the stored choice can only be read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ choice: stored, view: stored || isPreviewPath(url.pathname) ? 'closed' : 'first' })
    if (settingsAsked) openSettings()
    window.addEventListener(OPEN_CONSENT_SETTINGS, openSettings)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, openSettings)
    // Once per document: the ids come from the cached page and do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A page reached by client-side navigation is a page view too.
  useEffect(() => {
    if (firstPath.current === null || pathname === firstPath.current) return
    firstPath.current = pathname
    if (choice) sendPageView(withUtm(window.location.href, readStorage('sessionStorage', UTM_STORAGE_KEY)))
  }, [pathname, choice])

  // The native dialog follows the view: showModal() makes it modal (inert page, focus inside).
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (view === 'closed') {
      if (dialog.open) dialog.close()
    } else if (!dialog.open) dialog.showModal()
  }, [view])

  const decide = (next: ConsentChoice) => {
    writeStorage('localStorage', CONSENT_STORAGE_KEY, serializeChoice(next))
    window.dispatchEvent(new Event(CONSENT_CHANGED))
    setState({ choice: next, view: 'closed' })
    apply(next, tagIds, choice === null)
  }

  const necessary = texts.categories.necessary
  // On both views, side by side and alike.
  const acceptAndDecline = (
    <>
      <button type="button" className={choiceButton} onClick={() => decide(grantAll())}>
        {texts.agreeAll}
      </button>
      <button type="button" className={choiceButton} onClick={() => decide(denyAll())}>
        {texts.decline}
      </button>
    </>
  )
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-dialog"
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
      onKeyDown={(event) => {
        // Keep Tab inside the dialog: from the last control back to the first, and the other way.
        if (event.key !== 'Tab') return
        const focusable = [
          ...event.currentTarget.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled])',
          ),
        ]
        if (focusable.length === 0) return
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      onCancel={(event) => {
        // Escape closes only when a choice exists; the first time one of the buttons decides.
        if (choice === null) event.preventDefault()
        else setView('closed')
      }}
    >
      {view !== 'closed' ? (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {view === 'settings' ? texts.settingsTitle : texts.title}
          </h2>
          <p id={textId} className="mt-3 text-sm leading-relaxed text-slate-700">
            {texts.text}{' '}
            {policyHref ? (
              <a href={policyHref} className="font-medium text-brand underline focus-ring-brand">
                {texts.policy}
              </a>
            ) : null}
          </p>
          {view === 'settings' ? (
            <form
              className="mt-5"
              onSubmit={(event) => {
                event.preventDefault()
                decide(choiceFromToggles(toggles))
              }}
            >
              <ul className="divide-y divide-slate-200 border-y border-slate-200">
                <li className="flex items-start gap-3 py-3">
                  <input
                    id="consent-necessary"
                    type="checkbox"
                    role="switch"
                    checked
                    disabled
                    aria-describedby="consent-necessary-text"
                    className="mt-1 size-5 accent-brand"
                  />
                  <label htmlFor="consent-necessary" className="flex-1">
                    <span className="font-medium">{necessary.label}</span>{' '}
                    <span className="text-sm text-slate-600">({texts.alwaysOn})</span>
                    <span id="consent-necessary-text" className="block text-sm text-slate-600">
                      {necessary.description}
                    </span>
                  </label>
                </li>
                {consentCategories.map((category) => (
                  <li key={category} className="flex items-start gap-3 py-3">
                    <input
                      id={`consent-${category}`}
                      name={category}
                      type="checkbox"
                      role="switch"
                      checked={toggles[category] === true}
                      onChange={(event) => setToggles((t) => ({ ...t, [category]: event.target.checked }))}
                      aria-describedby={`consent-${category}-text`}
                      className="mt-1 size-5 accent-brand focus-ring-brand"
                    />
                    <label htmlFor={`consent-${category}`} className="flex-1">
                      <span className="font-medium">{texts.categories[category].label}</span>
                      <span id={`consent-${category}-text`} className="block text-sm text-slate-600">
                        {texts.categories[category].description}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div className="mt-5 flex flex-wrap gap-3">
                <button type="submit" className={choiceButton}>
                  {texts.agreePartly}
                </button>
                {acceptAndDecline}
                {choice === null ? (
                  <button type="button" className={quietButton} onClick={() => setView('first')}>
                    {texts.back}
                  </button>
                ) : null}
              </div>
            </form>
          ) : (
            <div className="mt-5 flex flex-wrap gap-3">
              {acceptAndDecline}
              <button type="button" className={quietButton} onClick={openSettings}>
                {texts.settings}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </dialog>
  )
}
