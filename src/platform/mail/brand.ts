import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import { translatorOf } from '@/i18n/translator'
import { absoluteUrl } from '@/domain/site-urls'
import { env } from '@/platform/env'
import type { Media } from '@/payload/payload-types'
import { LOGO_HEIGHT, type MailBrand, type MailWords } from './layout'

const HEX = /^#[0-9a-f]{6}$/i
/** The site's own colours (globals.css) while the settings name none. */
const DEFAULT_COLOR = '#1f4e5f'
const DEFAULT_ACCENT = '#c8842f'

/** The logo's file for a mail: a raster size sharp at twice its shown height, else the upload itself. */
function logoOf(media: unknown, siteUrl: string): MailBrand['logo'] {
  if (!media || typeof media !== 'object') return null
  const doc = media as Media
  // Most mail programs (Gmail, Outlook) do not show SVG: the agency's name stands in for it.
  if (!doc.url || doc.mimeType === 'image/svg+xml') return null
  const files = [
    ...Object.values(doc.sizes ?? {}).map((s) => ({ url: s?.url, width: s?.width, height: s?.height })),
    { url: doc.url, width: doc.width, height: doc.height },
  ].filter((f): f is { url: string; width: number; height: number } => !!f.url && !!f.width && !!f.height)
  if (!files.length) return null
  files.sort((a, b) => a.height - b.height)
  const file = files.find((f) => f.height >= LOGO_HEIGHT * 2) ?? files.at(-1)!
  return {
    url: absoluteUrl(siteUrl, file.url),
    height: LOGO_HEIGHT,
    width: Math.round((LOGO_HEIGHT * file.width) / file.height),
  }
}

/** The agency as its mails show it (site settings), the home page in the mail's language. */
export async function mailBrand(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<MailBrand> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, req })
  const { siteUrl } = env()
  return {
    name: String(settings.siteName ?? ''),
    homeUrl: `${siteUrl}/${locale}/`,
    logo: logoOf(settings.logo, siteUrl),
    color: settings.brandColor && HEX.test(settings.brandColor) ? settings.brandColor : DEFAULT_COLOR,
    accent: settings.accentColor && HEX.test(settings.accentColor) ? settings.accentColor : DEFAULT_ACCENT,
    address: String(settings.address ?? ''),
    phone: String(settings.phone ?? ''),
    email: String(settings.email ?? ''),
  }
}

/** The layout's own words in the mail's language (messages/mail). */
export async function mailWords(locale: Locale): Promise<MailWords> {
  const t = await translatorOf(locale, 'mail')
  return {
    unsubscribe: t('unsubscribe'),
    unsubscribeText: (url) => t('unsubscribeText', { url }),
    phone: (phone) => t('phone', { phone }),
    linkFallback: t('linkFallback'),
  }
}
