'use client'

import { useEffect } from 'react'

/**
 * The shortlist in the browser (live.ts): its code is fetched after the page has hydrated, so
 * every page's first load carries only this loader. Rendered once per page, by the shell.
 */
export function ShortlistIsland() {
  useEffect(() => {
    void import('./live').then((m) => m.startShortlist())
  }, [])
  return null
}
