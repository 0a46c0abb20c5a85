import { setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { NotFoundView } from '@/site/NotFoundView'
import { HydrationSignal } from '@/ui/hydration/HydrationSignal'
import { defaultLocale, isLocale, locales } from '@/i18n/locales'
import '../globals.css'

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  // Not a language (a path with a dot skips the proxy, which sends the others to a language):
  // the site's 404 page in the default language, in the HTML (src/platform/page-cache/not-found-mark.mjs).
  const language = isLocale(locale) ? locale : defaultLocale
  setRequestLocale(language)
  return (
    <html lang={language}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {isLocale(locale) ? children : <NotFoundView locale={language} withTitle={false} />}
        <HydrationSignal />
      </body>
    </html>
  )
}
