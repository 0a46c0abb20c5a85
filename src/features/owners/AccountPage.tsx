import { translatorOf } from '@/i18n/translator'
import 'server-only'
import type { Metadata } from 'next'
import type React from 'react'
import { PlainPage } from '@/ui/page/PlainPage'
import { getSeoSettings } from '@/features/seo/queries'
import { Shell } from '@/ui/shell/Shell'
import { isLocale, type Locale } from '@/i18n/locales'
import { inEveryLanguage } from '@/i18n/routes'

/** The owners' account pages: one path in every language (`/{locale}/login/…`), per request. */
export function AccountPage({
  locale,
  path,
  title,
  intro,
  children,
}: {
  locale: Locale
  /** The page's path in a language (ownerRoutes). */
  path: (locale: Locale) => string
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <Shell locale={locale} alternates={inEveryLanguage(path)}>
      <PlainPage title={title} intro={intro}>
        {children}
      </PlainPage>
    </Shell>
  )
}

/** The metadata of an account page whose title is this key of the `owners` texts. */
export async function accountPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: 'login.title' | 'forgot.title' | 'password.title',
): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await translatorOf(locale, 'owners')
  return privatePageMetadata(locale, t(titleKey))
}

/** Title and robots of an account or portal page: never indexed, never followed. */
export async function privatePageMetadata(locale: Locale, title: string): Promise<Metadata> {
  const [settings, t] = await Promise.all([getSeoSettings(locale), translatorOf(locale, 'seo')])
  return {
    title: t('titleWithSite', { title, site: settings.siteName }),
    robots: { index: false, follow: false },
  }
}
