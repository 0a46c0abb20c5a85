'use client'

import { useEffect, useState } from 'react'
import { amountInWords } from '@/domain/amount-words'
import type { Locale } from '@/i18n/locales'

export interface AmountInWordsProps {
  /** The amount as the form reads it; null while the field holds no valid amount. */
  amount: number | null
  locale: Locale
  /** `offer.inWords` in the page's language, with its `{words}` placeholder. */
  template: string
  id?: string
}

/**
 * The offer form: the amount in words beside the amount in figures, updated as the visitor
 * types, so they read back what they offer. The speller of the page's language loads on first
 * use (domain/amount-words.ts); the text is announced politely to screen readers.
 */
export default function AmountInWords({ amount, locale, template, id }: AmountInWordsProps) {
  const [spelled, setSpelled] = useState<{ amount: number; words: string } | null>(null)
  useEffect(() => {
    if (amount === null) return
    let current = true
    amountInWords(amount, locale).then((words) => {
      if (current) setSpelled({ amount, words })
    })
    return () => {
      current = false
    }
  }, [amount, locale])
  // Words of an earlier amount are never shown beside a newer one.
  const words = spelled && spelled.amount === amount ? spelled.words : ''
  return (
    <p id={id} aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700" data-testid="amount-in-words">
      {words ? template.replace('{words}', words) : ''}
    </p>
  )
}
