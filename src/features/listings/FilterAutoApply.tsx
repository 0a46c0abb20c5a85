'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Makes the filter form apply each change at once (apply-filters.ts). Its code is fetched after
 * the page has hydrated, only where a filter form is: it stays out of every page's first load,
 * and a change made before it arrives is applied when it does.
 */
export function FilterAutoApply({ formId }: { formId: string }) {
  const router = useRouter()
  useEffect(() => {
    let undo: (() => void) | undefined
    let gone = false
    void import('./apply-filters').then(({ applyFiltersAtOnce }) => {
      if (!gone) undo = applyFiltersAtOnce(formId, (href) => router.push(href, { scroll: false }))
    })
    return () => {
      gone = true
      undo?.()
    }
  }, [formId, router])
  return null
}
