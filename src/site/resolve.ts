import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { requireStaff } from '@/features/preview/access'
import { isLocale } from '@/i18n/locales'
import { getLanguageSettings, getRouteTable } from '../platform/routing/queries'
import { resolvePath, type Mode } from '../platform/routing/resolve-path'

/**
 * What a request asks for: its language (404 when it is not one, or is switched off in the
 * back office), the route table, and the path resolved through it (null when unknown). Preview
 * mode is for staff only: anyone else is sent to the back office login first.
 */
export async function resolveRequest(locale: string, path: string[], mode: Mode = 'public') {
  if (!isLocale(locale)) notFound()
  if (mode === 'preview') await requireStaff(locale, path)
  setRequestLocale(locale)
  const [table, languages] = await Promise.all([getRouteTable(), getLanguageSettings()])
  if (!languages.enabled.includes(locale)) notFound()
  return { locale, table, resolution: resolvePath(table, locale, path, mode) }
}
