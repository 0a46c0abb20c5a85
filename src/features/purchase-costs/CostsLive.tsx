'use client'

import { useEffect } from 'react'
import type { LiveSetup } from './live'

/**
 * Makes the costs block follow the loan the visitor types (live.ts). The situation choice needs
 * no script (purchase-costs.css); the loan fields are enabled here, and the computation is
 * fetched on the first change, so it stays out of the page's first load.
 */
export function CostsLive({ rootId, setup }: { rootId: string; setup: LiveSetup }) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    const fields = root?.querySelector('fieldset[data-costs-loan]')
    if (!root || !(fields instanceof HTMLFieldSetElement)) return
    fields.disabled = false
    let update: (() => void) | undefined
    let loading = false
    let gone = false
    const onInput = () => {
      if (update) return update()
      if (loading) return
      loading = true
      // The values are read when it runs: a change made while it loads is not lost.
      void import('./live').then(({ liveCosts }) => {
        if (gone) return
        update = liveCosts(root, setup)
        update()
      })
    }
    fields.addEventListener('input', onInput)
    return () => {
      gone = true
      fields.removeEventListener('input', onInput)
    }
  }, [rootId, setup])
  return null
}
