'use client'

import { lazy, Suspense, useId, useRef, useState } from 'react'
import { SearchPanelFrame, type SearchBoxIds } from './SearchPanelFrame'
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

const loadSuggestions = () => import('./SearchSuggestions')
const SearchSuggestions = lazy(() => loadSuggestions().then((m) => ({ default: m.SearchSuggestions })))

/**
 * The home search block (docs/rules/listings.md#home-search-block): a plain form to the for-sale
 * list, which works without JavaScript. Its suggestions (SearchSuggestions: results panel,
 * keyboard, Enter to the best result) load on the first focus, so the code of a block only the
 * home page shows stays out of every page's first load; hovering starts the download early.
 */
export function SearchBox({ locale, action, texts }: SearchBoxProps) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [wanted, setWanted] = useState(false)
  const ids: SearchBoxIds = { input: `${id}-input`, hint: `${id}-hint`, panel: `${id}-panel`, sections: id }
  const idle = <SearchPanelFrame ids={ids} />

  return (
    <form
      ref={form}
      role="search"
      action={action}
      method="get"
      data-testid="search-box"
      className="relative mx-auto mt-8 w-full max-w-xl text-left"
      onPointerEnter={() => void loadSuggestions()}
      onFocus={() => setWanted(true)}
    >
      <label htmlFor={ids.input} className="sr-only">
        {texts.label}
      </label>
      <div className="flex rounded-md bg-white shadow-lg">
        <input
          id={ids.input}
          data-testid="search-input"
          type="search"
          name="city"
          autoComplete="off"
          maxLength={100}
          placeholder={texts.placeholder}
          aria-describedby={ids.hint}
          aria-controls={ids.panel}
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
      <p id={ids.hint} className="sr-only">
        {texts.hint}
      </p>
      {wanted ? (
        <Suspense fallback={idle}>
          <SearchSuggestions form={form} ids={ids} locale={locale} texts={texts} />
        </Suspense>
      ) : (
        idle
      )}
    </form>
  )
}
