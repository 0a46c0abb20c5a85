import type { ReactNode } from 'react'
import { streetViewUrl } from '../embeds'
import type { Translate } from '../facts'
import type { PropertyDetail } from '../types'
import { hasPublicCoordinates } from './PropertyMap'
import { SectionHeading } from './SectionHeading'
import { focusRing } from './styles'

/** The address (or the city only), the map and a Street View link when the address is public. */
export function LocationSection({
  p,
  t,
  address,
  map,
}: {
  p: PropertyDetail
  t: Translate
  address: string
  map: ReactNode
}) {
  return (
    <section aria-labelledby="location-title" data-testid="section-location">
      <SectionHeading id="location-title">{t('sections.location')}</SectionHeading>
      <p className="font-medium" data-testid="property-address">
        {address}
      </p>
      {p.publishAddress ? null : <p className="text-sm text-slate-600">{t('location.cityOnly')}</p>}
      {hasPublicCoordinates(p) ? (
        <>
          <div className="mt-4 print:hidden">{map}</div>
          <p className="mt-3 print:hidden">
            <a
              href={streetViewUrl(p.latitude!, p.longitude!)}
              target="_blank"
              rel="noopener noreferrer"
              className={`font-medium text-brand underline ${focusRing}`}
              data-testid="street-view"
            >
              {t('location.streetView')}
              <span className="sr-only"> ({t('location.opensInNewTab')})</span>
            </a>
          </p>
        </>
      ) : null}
    </section>
  )
}
