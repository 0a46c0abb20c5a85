'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { SearchFacetRow, SearchListLink, SearchResult } from './types'
import './search.css'

export interface SearchBoxTexts {
  label: string
  placeholder: string
  /** How to reach the results with the keyboard (read by screen readers with the input). */
  hint: string
  submit: string
  types: string
  cities: string
  properties: string
  /** '… ({count})' templates. */
  forSale: string
  forRent: string
  /** 'Ref. {reference}' */
  reference: string
  noResults: string
  /** '{count} result' and '{count} results'. */
  resultsOne: string
  resultsOther: string
  error: string
}

export interface SearchBoxProps {
  locale: string
  /** The for-sale list: where the form goes without JavaScript. */
  action: string
  texts: SearchBoxTexts
}

const DEBOUNCE_MS = 150
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all))

const linkClass = 'focus-ring-inset rounded-md'

function ListLink({ link, template }: { link: SearchListLink; template: string }) {
  const label = fill(template, { count: link.count })
  const pill = 'inline-flex min-h-9 items-center rounded-md border px-3 text-sm whitespace-nowrap'
  // A list with nothing in it is shown, disabled, rather than linked.
  if (link.count === 0)
    return (
      <span aria-disabled="true" className={`${pill} cursor-not-allowed border-slate-200 text-slate-500`}>
        {label}
      </span>
    )
  return (
    <a href={link.href} className={`${pill} border-brand/30 font-medium text-brand hover:bg-brand/5 ${linkClass}`}>
      {label}
    </a>
  )
}

function FacetRows({ rows, texts, testId }: { rows: SearchFacetRow[]; texts: SearchBoxTexts; testId: string }) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid={testId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5"
        >
          <span className="flex items-center gap-2 font-medium">
            {row.icon ? <span aria-hidden="true" className={`type-icon type-icon-${row.icon} text-brand`} /> : null}
            {row.name}
            {row.zip ? <span className="ml-2 text-sm font-normal text-slate-500">{row.zip}</span> : null}
          </span>
          <span className="flex flex-wrap gap-2">
            {row.sale ? <ListLink link={row.sale} template={texts.forSale} /> : null}
            {row.rent ? <ListLink link={row.rent} template={texts.forRent} /> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The home search block's input and results panel (docs/rules/listings.md#home-search-block): typing asks
 * /search.json (debounced, stale requests aborted) and shows types (nothing typed), cities and
 * properties; the panel is visible only while the box has focus. Arrow keys move between the
 * result links, Escape closes; a polite status reports how many results there are. Without
 * JavaScript the form goes to the for-sale list.
 */
export function SearchBox({ locale, action, texts }: SearchBoxProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<SearchResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [focused, setFocused] = useState(false)
  // Set on the first focus and kept: leaving the box must not cancel an answer on its way.
  const [wanted, setWanted] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [status, setStatus] = useState('')
  const root = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const cache = useRef(new Map<string, SearchResult>())

  const q = query.trim()

  useEffect(() => {
    if (!wanted) return
    const announce = (r: SearchResult) => {
      const n = r.types.length + r.cities.length + r.properties.length
      const plural = new Intl.PluralRules(locale).select(n) === 'one' ? texts.resultsOne : texts.resultsOther
      setStatus(n ? fill(plural, { count: n }) : texts.noResults)
    }
    const cached = cache.current.get(q)
    if (cached) {
      setResult(cached)
      setFailed(false)
      announce(cached)
      return
    }
    // Emptied text: clear at once (the types come back with the answer below).
    if (!q) setResult(null)
    const controller = new AbortController()
    const timer = setTimeout(
      async () => {
        try {
          const res = await fetch(`/search.json?${new URLSearchParams({ locale, q })}`, { signal: controller.signal })
          if (!res.ok) throw new Error(String(res.status))
          const data = (await res.json()) as SearchResult
          cache.current.set(q, data)
          setResult(data)
          setFailed(false)
          announce(data)
        } catch {
          if (controller.signal.aborted) return
          setFailed(true)
          setStatus(texts.error)
        }
      },
      q ? DEBOUNCE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, wanted, locale, texts])

  // The panel scrolls to the top when the text changes.
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = 0
  }, [q])

  const open = focused && !dismissed && (result !== null || failed)

  const links = () => Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])

  const close = () => {
    setDismissed(true)
    input.current?.focus()
  }

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setDismissed(false)
      else links()[0]?.focus()
    } else if (event.key === 'Escape' && open) {
      // Chromium would also clear the text of a search field.
      event.preventDefault()
      setDismissed(true)
    }
  }

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const go = (n: number) => {
      event.preventDefault()
      if (n < 0) input.current?.focus()
      else all[Math.min(n, all.length - 1)]?.focus()
    }
    if (event.key === 'ArrowDown') go(at + 1)
    else if (event.key === 'ArrowUp') go(at - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(all.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  // Enter goes to the best result when there is one; otherwise the form goes to the for-sale list.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const current = cache.current.get(q)
    const city = current?.cities[0]
    const target =
      current?.properties[0]?.href ??
      (city && (city.sale?.count ? city.sale.href : city.rent?.count ? city.rent.href : undefined))
    if (target) {
      event.preventDefault()
      window.location.assign(target)
    }
  }

  const hintId = `${id}-hint`
  const panelId = `${id}-panel`
  const empty = result && !result.types.length && !result.cities.length && !result.properties.length
  const heading = 'px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase'

  return (
    <form
      ref={root}
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      data-testid="search-box"
      className="relative mx-auto mt-8 w-full max-w-xl text-left"
      onFocus={() => {
        setFocused(true)
        setWanted(true)
      }}
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget as Node | null)) return
        setFocused(false)
        setDismissed(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {texts.label}
      </label>
      <div className="flex rounded-md bg-white shadow-lg">
        <input
          ref={input}
          id={`${id}-input`}
          data-testid="search-input"
          type="search"
          name="city"
          autoComplete="off"
          maxLength={100}
          value={query}
          placeholder={texts.placeholder}
          aria-describedby={hintId}
          aria-controls={panelId}
          onChange={(event) => {
            setQuery(event.target.value)
            setDismissed(false)
          }}
          onKeyDown={onInputKey}
          className="min-h-12 w-full min-w-0 flex-1 rounded-l-md bg-transparent px-3 text-base sm:px-4 text-slate-900 placeholder:text-slate-500 focus-ring-accent"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-r-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark focus-ring-accent"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span className="sr-only sm:not-sr-only">{texts.submit}</span>
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {texts.hint}
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="search-status">
        {open ? status : ''}
      </p>
      <div
        ref={panel}
        id={panelId}
        data-testid="search-panel"
        hidden={!open}
        // Focusable so a click on its text keeps the box focused (and the panel open).
        tabIndex={-1}
        onKeyDown={onPanelKey}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(60vh,28rem)] overflow-y-auto overscroll-contain rounded-md bg-white pb-2 text-slate-900 shadow-xl ring-1 ring-black/5 outline-none"
      >
        {failed ? <p className="px-4 pt-3 text-sm">{texts.error}</p> : null}
        {empty ? <p className="px-4 pt-3 text-sm text-slate-600">{texts.noResults}</p> : null}
        {result?.types.length ? (
          <section aria-labelledby={`${id}-types`}>
            <h2 id={`${id}-types`} className={heading}>
              {texts.types}
            </h2>
            <FacetRows rows={result.types} texts={texts} testId="search-type" />
          </section>
        ) : null}
        {result?.cities.length ? (
          <section aria-labelledby={`${id}-cities`}>
            <h2 id={`${id}-cities`} className={heading}>
              {texts.cities}
            </h2>
            <FacetRows rows={result.cities} texts={texts} testId="search-city" />
          </section>
        ) : null}
        {result?.properties.length ? (
          <section aria-labelledby={`${id}-properties`}>
            <h2 id={`${id}-properties`} className={heading}>
              {texts.properties}
            </h2>
            <ul>
              {result.properties.map((p) => (
                <li key={p.id} data-testid="search-property">
                  <a href={p.href} className={`flex items-center gap-3 px-4 py-2.5 hover:bg-slate-50 ${linkClass}`}>
                    {p.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- Payload's 100 px rendition
                      <img
                        src={p.image}
                        alt=""
                        width={60}
                        height={60}
                        className="size-15 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <span className="size-15 shrink-0 rounded bg-slate-100" aria-hidden="true" />
                    )}
                    <span className="min-w-0">
                      <span className="block text-sm">{p.description}</span>
                      <span className="mt-0.5 block text-xs font-medium text-slate-600">
                        {fill(texts.reference, { reference: p.reference })}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </form>
  )
}
