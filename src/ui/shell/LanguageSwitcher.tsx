'use client'

import type { Locale } from '@/i18n/locales'

export interface LanguageLink {
  code: Locale
  href: string
  current: boolean
}

// Each language's own name, for the tooltip; not a translation, so not in the messages.
const endonyms: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' }

/**
 * The upper-cased codes of the enabled languages, each linking to the same page in
 * that language. Plain <a>: a language switch reloads the whole document (lang, messages).
 * A client component though it needs no state: the page's payload then carries the short list
 * of links once instead of the rendered markup of both switchers (header and drawer).
 */
export function LanguageSwitcher({
  languages,
  label,
  variant,
}: {
  languages: LanguageLink[]
  label: string
  variant: 'header' | 'drawer'
}) {
  if (languages.length < 2) return null
  const header = variant === 'header'
  return (
    <nav aria-label={label} data-testid="language-switcher" className={header ? 'hidden lg:block' : 'px-1'}>
      <ul className={header ? 'flex items-center' : 'flex flex-wrap gap-2'}>
        {languages.map((l) => (
          <li key={l.code}>
            <a
              href={l.href}
              hrefLang={l.code}
              lang={l.code}
              title={endonyms[l.code]}
              aria-current={l.current ? 'true' : undefined}
              className={header ? 'language-link' : 'language-chip'}
            >
              {l.code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
