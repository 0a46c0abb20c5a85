'use client'

import { useEffect } from 'react'

/**
 * The shortlist in the browser (live.ts): its code is fetched after the page has hydrated, so
 * every page's first load carries only this loader. Rendered once per page, by the shell. A
 * heart clicked while the code is on its way is clicked again once it has started, so that
 * click is not lost.
 */
export function ShortlistIsland() {
  useEffect(() => {
    let waiting: HTMLElement[] = []
    const early = (event: MouseEvent) => {
      const heart = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-shortlist-id]') : null
      if (heart) waiting.push(heart)
    }
    document.addEventListener('click', early)
    void import('./live').then((m) => {
      document.removeEventListener('click', early)
      m.startShortlist()
      for (const heart of waiting) if (heart.isConnected) heart.click()
      waiting = []
    })
    return () => document.removeEventListener('click', early)
  }, [])
  return null
}
