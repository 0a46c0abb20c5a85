import { translatorOf } from '@/i18n/translator'
import type { Metadata } from 'next'
import { NavLink } from '@/ui/shell/NavLink'
import { getLocale } from 'next-intl/server'
import { Shell } from '@/ui/shell/Shell'
import { getRouteTable } from '@/platform/routing/queries'
import { NotFoundText } from '@/features/property/NotFoundText'
import { isLocale, defaultLocale, locales, type Locale } from '@/i18n/locales'
import { NOT_FOUND_ATTRIBUTE } from '@/platform/page-cache/not-found-mark.mjs'

/** The 404 page (docs/rules/urls-and-languages.md#not-found): title, text, a property search form and a home link. */
export async function NotFoundView({ withTitle = true, locale: given }: { withTitle?: boolean; locale?: string } = {}) {
  // A page that knows its language says it: getLocale() without one would read the request's
  // headers, which a cached page may not.
  const requested = given ?? (await getLocale())
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const t = await translatorOf(locale, 'notFound')
  const tp = await translatorOf(locale, 'property')
  const table = await getRouteTable()
  // Spellings of property URLs in every language: the browser tells a missing property from a missing page.
  const spellings = (keys: string[]) =>
    [...new Set(keys.flatMap((k) => locales.map((l) => table.pathOf(k, l) ?? '')))].filter(Boolean)
  const prefixes = { property: spellings(['property']), lists: spellings(['for-sale', 'for-rent']) }
  return (
    // No page here in any language: the language switcher offers each language's home.
    <Shell locale={locale} alternates={{}}>
      {/* Nested not-found pages cannot export metadata; React hoists this into <head>. */}
      {withTitle ? <title>{t('title')}</title> : null}
      <main
        id="main"
        className="mx-auto max-w-3xl px-4 py-16 text-center md:py-24"
        {...{ [NOT_FOUND_ATTRIBUTE]: '404' }}
      >
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">404</p>
        <NotFoundText
          generic={{ title: t('title'), text: t('text') }}
          property={{ title: tp('notFound.title'), text: tp('notFound.text') }}
          prefixes={prefixes}
        />
        <form
          action={table.href({ kind: 'page', key: 'for-sale' }, locale)}
          method="get"
          role="search"
          className="mx-auto mt-8 flex max-w-md gap-2"
        >
          <label htmlFor="nf-city" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="nf-city"
            name="city"
            type="search"
            placeholder={t('searchPlaceholder')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
          />
          <button type="submit" className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
            {t('searchSubmit')}
          </button>
        </form>
        <p className="mt-8">
          <NavLink
            href={table.href({ kind: 'page', key: 'home' }, locale)}
            className="font-medium text-brand underline"
          >
            {t('home')}
          </NavLink>
        </p>
      </main>
    </Shell>
  )
}

/** Whether an error is Next's `notFound()` (its digest is Next's documented marker). */
export function isNotFoundError(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest
  return typeof digest === 'string' && digest === 'NEXT_HTTP_ERROR_FALLBACK;404'
}

/** The 404 page's metadata: its title, and never indexed. */
export async function notFoundMetadata(given?: string): Promise<Metadata> {
  const requested = given ?? (await getLocale())
  const t = await translatorOf(isLocale(requested) ? requested : defaultLocale, 'notFound')
  return { title: t('title'), robots: { index: false } }
}
