'use client'

import type { ErrorInfo } from 'next/error'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect } from 'react'
import { failureTexts as texts } from '@/i18n/failure-texts'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

// This replaces the root layout, so no messages provider and no stylesheet: the four short
// texts come from the message files at build time, and the look is written inline.

const BRAND = '#1f4e5f'
const styles = {
  body: {
    margin: 0,
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    color: '#0f172a',
    background: '#ffffff',
  },
  main: { maxWidth: '40rem', padding: '4rem 1rem', textAlign: 'center' },
  title: { fontSize: '1.875rem', fontWeight: 600, margin: 0 },
  text: { fontSize: '1.125rem', color: '#334155', marginTop: '1rem' },
  actions: { marginTop: '2rem', display: 'flex', flexWrap: 'wrap', gap: '1rem', justifyContent: 'center' },
  button: {
    minHeight: '2.75rem',
    padding: '0.5rem 1rem',
    border: 0,
    borderRadius: '0.375rem',
    background: BRAND,
    color: '#ffffff',
    font: 'inherit',
    fontWeight: 500,
    cursor: 'pointer',
  },
  link: { color: BRAND, fontWeight: 500, alignSelf: 'center' },
} satisfies Record<string, React.CSSProperties>

/**
 * The last resort when the root layout itself failed (Next looks for this file in the root of
 * `src/app` only, so it also covers the back office): its own document, in the language of the
 * URL's first segment (the default language elsewhere). Page errors below the layout show
 * (site)/[locale]/error.tsx; a database outage is answered by the server with a 503 page
 * (src/platform/outage/answer.ts).
 */
export default function GlobalError({ error, retry }: ErrorInfo) {
  const first = usePathname()?.split('/')[1]
  const language: Locale = isLocale(first) ? first : defaultLocale
  const t = texts[language]

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang={language}>
      <body style={styles.body}>
        <title>{t.title}</title>
        <meta name="robots" content="noindex" />
        <main style={styles.main}>
          <h1 style={styles.title}>{t.title}</h1>
          <p style={styles.text}>{t.text}</p>
          <p style={styles.actions}>
            <button type="button" onClick={() => retry()} style={styles.button}>
              {t.retry}
            </button>
            <a href={`/${language}/`} style={styles.link}>
              {t.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
