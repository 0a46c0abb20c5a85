import { MapFrame } from '@/features/map/MapFrame'
import { fileFor } from '@/ui/media/image'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '../facts'
import type { PropertyDetail } from '../types'

export interface MapMarkerText {
  /** The page's own URL, the marker's link. */
  href: string
  price: string
  badge: string | null
  subtitle: string
}

/** Whether the page may show where the property is: an address published with coordinates. */
export function hasPublicCoordinates(p: PropertyDetail): boolean {
  return p.publishAddress && p.latitude !== null && p.longitude !== null
}

/** The property as the one marker of a detail map; nothing when its place is not public. */
export function PropertyMap({
  p,
  t,
  locale,
  marker,
}: {
  p: PropertyDetail
  t: Translate
  locale: Locale
  marker: MapMarkerText
}) {
  if (!hasPublicCoordinates(p)) return null
  const main = p.photos[0]
  return (
    <MapFrame
      locale={locale}
      title={t('location.map', { title: p.title })}
      className="aspect-[16/9] rounded-md"
      message={{
        propsList: [
          {
            id: p.id,
            lat: p.latitude!,
            lng: p.longitude!,
            title: p.title,
            href: marker.href,
            price: marker.price,
            image: main ? fileFor(main, 400).url : undefined,
            marquee: p.marquee,
            badge: marker.badge ?? undefined,
            subtitle: marker.subtitle,
          },
        ],
        messageInfo: {
          title: t('location.mapTitle'),
          noMarkers: t('location.noMarkers'),
          openLink: t('location.openLink'),
        },
        mapType: 'detail',
      }}
    />
  )
}
