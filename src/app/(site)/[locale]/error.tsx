'use client'

import type { ErrorInfo } from 'next/error'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { failureTexts as texts } from '@/i18n/failure-texts'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

// No messages provider reaches the browser (client components get their texts as props), so
// the four short texts come from the message files at build time.

/**
 * A page of the site that failed to render (docs/rules/page-shell.md#error-pages). Shown in the
 * browser inside the site's root layout ([locale]/layout.tsx: <html lang>, the stylesheet); the
 * shell with its menus is drawn by each page from the server, so it cannot be drawn here. A
 * database outage never gets this far: the server answers it with a 503 page
 * (src/platform/outage/answer.ts).
 */
export default function LocaleError({ error, retry }: ErrorInfo) {
  const { locale } = useParams<{ locale?: string }>()
  const language: Locale = isLocale(locale) ? locale : defaultLocale
  const t = texts[language]

  useEffect(() => {
    // The server logged the error with its request id; this is the browser's side of it.
    console.error(error)
  }, [error])

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center md:py-24" data-testid="error-page">
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.text}</p>
      <p className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="min-h-11 rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark focus-ring-accent"
        >
          {t.retry}
        </button>
        {/* A full page load: the client router may be what failed. */}
        <a href={`/${language}/`} className="font-medium text-brand underline focus-ring">
          {t.home}
        </a>
      </p>
    </main>
  )
}
