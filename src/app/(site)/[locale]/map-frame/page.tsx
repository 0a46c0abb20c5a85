import { translatorOf } from '@/i18n/translator'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { MapView } from '@/features/map/MapView'
import { isLocale } from '@/i18n/locales'
import { env } from '@/platform/env'

interface Props {
  params: Promise<{ locale: string }>
}

// Rendered per request: it is tiny and reads no database, and prerendering it at build time
// would also render the locale's not-found boundary, which needs the database.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await translatorOf(locale, 'map')
  // A frame, not a page of its own: never in search results.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The embedded map (docs/rules/content-and-modules.md#maps): no site shell, only the map that waits for its parent's message. */
export default async function MapFramePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await translatorOf(locale, 'map')
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env()
  return (
    <main>
      <MapView
        tileUrl={MAP_TILE_URL}
        attribution={MAP_TILE_ATTRIBUTION}
        texts={{ title: t('title'), noMarkers: t('noMarkers'), openLink: t('openLink') }}
        loading={t('loading')}
      />
    </main>
  )
}
