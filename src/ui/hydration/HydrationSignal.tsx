'use client'

import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '@/platform/page-cache/hydration-signal.mjs'

/**
 * Last in the body: its effect runs once every part before it has hydrated, and tells the page
 * (see src/platform/page-cache/hydration-signal.mjs).
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
