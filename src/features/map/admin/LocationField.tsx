import type { UIFieldServerComponent } from 'payload'
import { inLanguage } from '@/i18n/admin-text'
import { env } from '@/platform/env'
import { LocationPicker } from './LocationPicker'
import { locationTexts } from './texts'

/**
 * The back office's map for a document's coordinates (a `ui` field beside `latitude` and
 * `longitude`): the tile server is the site's own setting (MAP_TILE_URL), read here on the server.
 */
export const LocationField: UIFieldServerComponent = ({ path, i18n }) => {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env()
  // The coordinates are this field's siblings: same parent path, their own names.
  const parent = path && path.includes('.') ? path.slice(0, path.lastIndexOf('.') + 1) : ''
  const texts = Object.fromEntries(
    Object.entries(locationTexts).map(([key, text]) => [key, inLanguage(text, i18n.language)]),
  ) as Record<keyof typeof locationTexts, string>
  return (
    <LocationPicker
      latitudePath={`${parent}latitude`}
      longitudePath={`${parent}longitude`}
      tileUrl={MAP_TILE_URL}
      attribution={MAP_TILE_ATTRIBUTION}
      texts={texts}
    />
  )
}
