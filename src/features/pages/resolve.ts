import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getLanguageSettings, getRouteTable } from '@/features/routing/queries'
import { isLocale } from '@/i18n/locales'

/**
 * What a public URL asks for: its language (404 when it is not one, or is switched off in the
 * back office), the route table, and the path resolved through it (null when unknown).
 */
export async function resolveRequest(locale: string, path: string[]) {
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [table, languages] = await Promise.all([getRouteTable(), getLanguageSettings()])
  if (!languages.enabled.includes(locale)) notFound()
  return { locale, table, resolution: table.resolve(locale, path) }
}
