'use client'

import { useSyncExternalStore } from 'react'
import { CONSENT_STORAGE_KEY, parseStoredChoice, type ConsentChoice } from '@/domain/consent'
import { readStorage } from '@/platform/browser-storage'
import { CONSENT_CHANGED } from './events'

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

// The stored text, so React compares a string and not a new object on every read.
const stored = () => readStorage('localStorage', CONSENT_STORAGE_KEY)

/**
 * The visitor's consent choice, for a component that shows third-party content only once it is
 * granted; null before a choice (and on the server: cached pages are the same for everyone).
 */
export function useConsentChoice(): ConsentChoice | null {
  return parseStoredChoice(useSyncExternalStore(subscribe, stored, () => null))
}
