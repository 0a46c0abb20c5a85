'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import type { SearchBoxTexts } from './SearchBox'
import { SearchPanelFrame, type SearchBoxIds } from './SearchPanelFrame'
import type { SearchFacetRow, SearchListLink, SearchResult } from './types'

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
 * The search box's suggestions, loaded on its first focus (SearchBox): typing asks /search.json
 * (debounced, stale requests aborted) and shows types (nothing typed), cities and properties;
 * the panel is visible only while the box has focus. Arrow keys move between the result links,
 * Escape closes; a polite status reports how many results there are; Enter goes to the best
 * result when there is one. It listens to the form SearchBox rendered, so what was typed before
 * it loaded counts.
 */
export function SearchSuggestions({
  form,
  ids,
  locale,
  texts,
}: {
  form: RefObject<HTMLFormElement | null>
  ids: SearchBoxIds
  locale: string
  texts: SearchBoxTexts
}) {
  const input = () => document.getElementById(ids.input) as HTMLInputElement | null
  const [query, setQuery] = useState(() => input()?.value ?? '')
  const [focused, setFocused] = useState(() => !!form.current?.contains(document.activeElement))
  const [result, setResult] = useState<SearchResult | null>(null)
  const [failed, setFailed] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [status, setStatus] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  const cache = useRef(new Map<string, SearchResult>())

  const q = query.trim()
  const open = focused && !dismissed && (result !== null || failed)

  useEffect(() => {
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
  }, [q, locale, texts])

  // The panel scrolls to the top when the text changes.
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = 0
  }, [q])

  const links = () => Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])

  // The form and its input are SearchBox's: their events are listened to here.
  useEffect(() => {
    const box = form.current
    const field = input()
    if (!box || !field) return
    const onFocusIn = () => setFocused(true)
    const onFocusOut = (event: FocusEvent) => {
      if (box.contains(event.relatedTarget as Node | null)) return
      setFocused(false)
      setDismissed(false)
    }
    const onInput = () => {
      setQuery(field.value)
      setDismissed(false)
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
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
    // Enter goes to the best result when there is one; otherwise the form goes to the for-sale list.
    const onSubmit = (event: SubmitEvent) => {
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
    box.addEventListener('focusin', onFocusIn)
    box.addEventListener('focusout', onFocusOut)
    box.addEventListener('submit', onSubmit)
    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKey)
    return () => {
      box.removeEventListener('focusin', onFocusIn)
      box.removeEventListener('focusout', onFocusOut)
      box.removeEventListener('submit', onSubmit)
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKey)
    }
  })

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const go = (n: number) => {
      event.preventDefault()
      if (n < 0) input()?.focus()
      else all[Math.min(n, all.length - 1)]?.focus()
    }
    if (event.key === 'ArrowDown') go(at + 1)
    else if (event.key === 'ArrowUp') go(at - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(all.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      setDismissed(true)
      input()?.focus()
    }
  }

  const empty = result && !result.types.length && !result.cities.length && !result.properties.length
  const heading = 'px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase'
  const id = ids.sections

  return (
    <SearchPanelFrame ids={ids} open={open} status={status} panelRef={panel} onKeyDown={onPanelKey}>
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
    </SearchPanelFrame>
  )
}
