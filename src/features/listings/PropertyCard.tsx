import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import { NavLink } from '@/ui/shell/NavLink'
import { fixCityName } from '@/domain/address'
import { availabilityOf } from '@/domain/availability'
import { formatPrice } from '@/domain/currency'
import { priceDisplay } from '@/domain/price'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { ShortlistHeart } from '@/ui/shortlist/ShortlistHeart'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { PropertyCardData } from './queries'
import { newsKey } from '../price-history/NewsBadge'
import './listings.css'

/** Surfaces with Belgian digit grouping, as prices (domain/currency.ts): made once, used per card. */
const areaFormat = new Intl.NumberFormat('nl-BE')

export type Translate = NamespaceTranslator<'listings'>

/** The texts a card reads, loaded once by the list that shows the cards. */
export interface CardTexts {
  listings: Translate
  shortlist: NamespaceTranslator<'shortlist'>
  priceHistory: NamespaceTranslator<'price-history'>
}

export async function cardTextsOf(locale: Locale): Promise<CardTexts> {
  const [listings, shortlist, priceHistory] = await Promise.all([
    translatorOf(locale, 'listings'),
    translatorOf(locale, 'shortlist'),
    translatorOf(locale, 'price-history'),
  ])
  return { listings, shortlist, priceHistory }
}

/**
 * The price line of a card or map popup: hidden price, 'from', per month (domain/price.ts). A
 * sold or let property without a public price reads 'Sold' or 'Rented', never 'price on request'.
 */
export function priceText(card: PropertyCardData, t: Translate): string {
  const shown = priceDisplay(card)
  if (shown.kind === 'hidden') {
    const state = availabilityOf(card.marquee, card.goal)
    if (state === 'available') return t('card.priceOnRequest')
    return t(state === 'sold' ? 'card.priceSold' : 'card.priceRented')
  }
  let text = formatPrice(shown.amount)
  if (shown.perMonth) text = t('card.perMonth', { price: text })
  if (shown.startingFrom) text = t('card.startingFrom', { price: text })
  return text
}

/** 'VERKOCHT'/'Verhuurd' … for a closed item, nothing for an available one. */
export function badgeText(card: PropertyCardData, t: Translate): string | undefined {
  const state = availabilityOf(card.marquee, card.goal)
  return state === 'available' ? undefined : t(`card.${state}`)
}

export function propertyHref(card: PropertyCardData, table: RouteTable, locale: Locale): string {
  return table.href(
    { kind: 'property', id: card.id, goal: card.goal, city: fixCityName(card.cityName), title: card.title },
    locale,
  )
}

/**
 * One property in a list. The title is the card's only link; it stretches over the whole card
 * (so a click anywhere opens the property) while keyboard and screen-reader users meet one
 * link per card. The card shows the focus ring of that link.
 *
 * Not an async component: its texts come from the list (a dozen cards per page would each wait
 * for the same translators, a few promises and a render pass more apiece).
 */
export function PropertyCard({
  card,
  texts,
  locale,
  table,
  headingLevel = 3,
  sizes,
  photoLoad = 'lazy',
}: {
  card: PropertyCardData
  texts: CardTexts
  locale: Locale
  table: RouteTable
  headingLevel?: 2 | 3 | 4 | 5
  /** The `sizes` attribute of the photo: how wide a card is at each breakpoint. */
  sizes: string
  /** How the photo loads: lazily, unless it is the page's largest paint. */
  photoLoad?: 'lazy' | 'priority'
}) {
  const { listings: t, shortlist: ts, priceHistory: tn } = texts
  const Heading = `h${headingLevel}` as const
  const badge = badgeText(card, t)
  const city = fixCityName(card.cityName)
  const facts = [
    card.bedrooms ? t('card.bedrooms', { count: card.bedrooms }) : null,
    card.living ? t('card.living', { area: areaFormat.format(card.living) }) : null,
  ].filter((f): f is string => !!f)
  return (
    <article
      className="property-card"
      data-testid="property-card"
      data-marquee={card.marquee}
      data-price={card.publishPrice && card.price ? card.price : undefined}
    >
      <div className="property-card-media">
        {card.image ? (
          <ResponsiveImage image={card.image} sizes={sizes} fallbackAlt={card.title} load={photoLoad} />
        ) : null}
        {badge ? <span className="property-card-badge">{badge}</span> : null}
        {!badge && card.news ? (
          <span className="property-card-badge property-card-news" data-badge={card.news}>
            {tn(newsKey(card.news))}
          </span>
        ) : null}
        <ShortlistHeart id={card.id} label={ts('heart.label', { title: card.title })} />
      </div>
      <div className="property-card-body">
        <p className="property-card-kicker">{[card.typeName, city].filter(Boolean).join(' · ')}</p>
        <Heading className="property-card-title">
          <NavLink href={propertyHref(card, table, locale)}>{card.title}</NavLink>
        </Heading>
        <p className="property-card-price">{priceText(card, t)}</p>
        {facts.length ? (
          <ul className="property-card-facts">
            {facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        {card.description ? <p className="property-card-text">{card.description}</p> : null}
      </div>
    </article>
  )
}
