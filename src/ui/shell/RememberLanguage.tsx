'use client'

import { useEffect } from 'react'
import { writeStorage } from '@/platform/browser-storage'
import { LANGUAGE_STORAGE_KEY, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locale-memory'

/**
 * Remembers the language of the page being read (docs/rules/urls-and-languages.md): in local storage, and
 * in the cookie the proxy reads to send an unprefixed URL to that language. Done in the browser
 * so cached pages carry no Set-Cookie and the proxy need not run on every page request.
 */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    // With storage off, the cookie still carries the choice.
    writeStorage('localStorage', LANGUAGE_STORAGE_KEY, locale)
    const current = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    if (current !== `${LOCALE_COOKIE}=${locale}`) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
    }
  }, [locale])
  return null
}
