import type { Locale } from '@/i18n/locales'
import { loanTermsOf, saleFigures, type BasisTexts, type CostRow, type SaleSetup } from './view'

/** What the browser needs to recompute the block: the sale, the bases' templates and two messages. */
export interface LiveSetup {
  sale: SaleSetup
  texts: BasisTexts
  locale: Locale
  messages: { none: string; invalid: string }
}

/**
 * Recomputes the costs block (PurchaseCosts.tsx) from the loan fields and writes the new figures
 * into the server's markup: the loan deed, each situation's costs and total, and the monthly
 * payment. Returns the function that does it.
 */
export function liveCosts(root: HTMLElement, setup: LiveSetup): () => void {
  const value = (name: string) => root.querySelector<HTMLInputElement>(`[data-costs-field="${name}"]`)?.value ?? ''
  const part = (selector: string) => root.querySelector<HTMLElement>(selector)
  const write = (selector: string, text: string) => {
    const el = part(selector)
    if (el && el.textContent !== text) el.textContent = text
  }
  const writeRow = (id: string, row: CostRow | null) => {
    const el = part(`[data-row="${id}"]`)
    if (!el) return
    el.hidden = row === null
    if (row) {
      write(`[data-row="${id}"] [data-amount]`, row.value)
      write(`[data-row="${id}"] [data-basis]`, row.basis)
    }
  }
  return () => {
    const terms = loanTermsOf({ loan: value('loan'), years: value('years'), rate: value('rate') })
    const result = part('[data-mortgage="result"]')
    if (!terms) {
      if (result) result.hidden = true
      write('[data-mortgage="message"]', setup.messages.invalid)
      return
    }
    const figures = saleFigures(setup.sale, terms, setup.texts, setup.locale)
    writeRow('loanDeed', figures.loanDeed)
    figures.situations.forEach((s, i) => {
      write(`[data-row="${i}:costs"] [data-amount]`, s.costs)
      write(`[data-total="${i}"]`, s.total)
    })
    if (result) result.hidden = figures.mortgage === null
    if (figures.mortgage) {
      write('[data-mortgage="monthly"]', figures.mortgage.monthly)
      write('[data-mortgage="basis"]', figures.mortgage.basis)
      write('[data-mortgage="repaid"]', figures.mortgage.repaid)
    }
    write('[data-mortgage="message"]', figures.mortgage ? '' : setup.messages.none)
  }
}
