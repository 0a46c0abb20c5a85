import { translatorOf } from '@/i18n/translator'
import { thirdPartyTileHost } from '@/domain/consent'
import type { Locale } from '@/i18n/locales'
import { env } from '@/platform/env'
import { MapFrameClient } from './MapFrameClient'
import type { MapMessage } from './types'

/**
 * A map in an embedded frame (docs/rules/content-and-modules.md#maps). The frame page loads Leaflet on its own, so pages
 * that show a map carry none of it in their first-load JavaScript: only the few lines that post
 * the message. The box is 4:3 on phones and 16:9 from tablets; `className` adds to it (a height,
 * margins…).
 * Tiles from another site's server are loaded only once the visitor has asked for a map.
 */
export async function MapFrame({
  locale,
  message,
  title,
  className,
}: {
  locale: Locale
  message: MapMessage
  title: string
  className?: string
}) {
  const host = thirdPartyTileHost(env().MAP_TILE_URL, env().siteUrl)
  const t = await translatorOf(locale, 'map')
  const gate = host ? { show: t('show'), note: t('thirdParty', { host }) } : null
  return (
    <div
      className={`relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100 md:aspect-[16/9] ${className ?? ''}`}
      data-testid="map-frame-box"
    >
      {/* The frame page is outside the route table: one fixed path per language (app/(site)/[locale]/map-frame). */}
      <MapFrameClient src={`/${locale}/map-frame/`} title={title} message={JSON.stringify(message)} gate={gate} />
    </div>
  )
}
