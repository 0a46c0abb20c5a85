import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { Shell } from '@/features/shell/Shell'
import { getRouteTable } from '@/features/routing/queries'
import { NotFoundText } from '@/features/property/NotFoundText'
import { isLocale, defaultLocale, locales, type Locale } from '@/i18n/locales'

/** The 404 page (SPEC §2): title, text, a property search form and a home link. */
export async function NotFoundView() {
  const requested = await getLocale()
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const tp = await getTranslations({ locale, namespace: 'property' })
  const table = await getRouteTable()
  // Spellings of property URLs in every language: the browser tells a missing property from a missing page.
  const spellings = (keys: string[]) =>
    [...new Set(keys.flatMap((k) => locales.map((l) => table.pathOf(k, l) ?? '')))].filter(Boolean)
  const prefixes = { property: spellings(['property']), lists: spellings(['for-sale', 'for-rent']) }
  return (
    // No page here in any language: the language switcher offers each language's home.
    <Shell locale={locale} alternates={{}}>
      {/* Nested not-found pages cannot export metadata; React hoists this into <head>. */}
      <title>{t('title')}</title>
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center md:py-24">
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
          <Link href={table.href({ kind: 'page', key: 'home' }, locale)} className="font-medium text-brand underline">
            {t('home')}
          </Link>
        </p>
      </main>
    </Shell>
  )
}
