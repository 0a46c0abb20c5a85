import type React from 'react'
import type { Locale } from '@/i18n/locales'

export interface ShellProps {
  locale: Locale
  /** The same page in every enabled language (the language switcher's targets). */
  alternates: Partial<Record<Locale, string>>
  isHome?: boolean
  children: React.ReactNode
}

/** Temporary stand-in until the page shell lands. */
export async function Shell({ children }: ShellProps) {
  return <>{children}</>
}
