import { translatorOf } from '@/i18n/translator'
import type React from 'react'
import { NavLink } from '@/ui/shell/NavLink'
import { fixCityName } from '@/domain/address'
import { MapFrame } from '@/features/map/MapFrame'
import type { MapMarker, MapMessage } from '@/features/map/types'
import { fileFor } from '@/ui/media/image'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import type { PropertyListModule as Module } from '@/payload/payload-types'
import { getFacets } from '@/features/listings/facets'
import { ListFilters } from '@/features/listings/ListFilters'
import { Pager, SortLinks, ViewSwitch, type ListHref } from '@/features/listings/ListNav'
import { listQueryString, parseListQuery, type ListQuery } from '@/domain/list-params'
import { alertLinkQuery } from '@/domain/alert-prefill'
import { getPublishedMenuPages } from '@/ui/shell/queries'
import {
  badgeText,
  cardTextsOf,
  priceText,
  PropertyCard,
  propertyHref,
  type CardTexts,
  type Translate,
} from '@/features/listings/PropertyCard'
import {
  cityIdsOf,
  getLatestCards,
  getListPage,
  getMapMarkers,
  type ListGoal,
  type PropertyCardData,
} from '@/features/listings/queries'
import { ModuleFrame } from '../kit/Frame'
import { moduleLevels } from '../kit/heading'
import type { ModuleContext } from '../kit/types'

/** Cards per page of a full list: fills whole rows of 2, 3 and 4. */
export const LIST_PAGE_SIZE = 12

// Full class literals so Tailwind finds them: phone 1 column, tablet 2, desktop numberItemOfRow.
const gridCols: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-4',
}
// How wide a card's photo is shown at each breakpoint (content width about 1150–1250 px).
const photoSizes: Record<number, string> = {
  1: '(min-width: 1280px) 1150px, 100vw',
  2: '(min-width: 767px) 50vw, 100vw',
  3: '(min-width: 1280px) 380px, (min-width: 767px) 50vw, 100vw',
  4: '(min-width: 1280px) 300px, (min-width: 767px) 50vw, 100vw',
}

const perRowOf = (n: number | null | undefined) => Math.min(4, Math.max(1, Math.round(n ?? 3)))

function CardGrid({
  leadPhoto = false,
  cards,
  texts,
  perRow,
  locale,
  table,
  headingLevel,
}: {
  cards: PropertyCardData[]
  texts: CardTexts
  perRow: number
  locale: Locale
  table: RouteTable
  headingLevel: 2 | 3 | 4 | 5
  /** The first card's photo is the page's largest paint (a list page on a phone): fetched first. */
  leadPhoto?: boolean
}) {
  return (
    <ul className={`grid gap-6 ${gridCols[perRow]}`}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <PropertyCard
            card={card}
            texts={texts}
            locale={locale}
            table={table}
            headingLevel={headingLevel}
            sizes={photoSizes[perRow]}
            photoLoad={leadPhoto && i === 0 ? 'priority' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}

const isLocated = (c: PropertyCardData): c is PropertyCardData & { lat: number; lng: number } =>
  c.lat !== null && c.lng !== null

function toMarker(
  card: PropertyCardData & { lat: number; lng: number },
  table: RouteTable,
  locale: Locale,
  t: Translate,
): MapMarker {
  return {
    id: card.id,
    lat: card.lat,
    lng: card.lng,
    title: card.title,
    href: propertyHref(card, table, locale),
    price: priceText(card, t),
    image: card.image ? fileFor(card.image, 400).url : undefined,
    marquee: card.marquee,
    badge: badgeText(card, t),
    subtitle: [card.typeName, fixCityName(card.cityName)].filter(Boolean).join(' · '),
  }
}

/**
 * The message of a list map: one marker per card that has coordinates. Cards come from the
 * listing queries, which make them from each property's public view (domain/visibility), so a
 * hidden address has no coordinates there and gets no marker, on every map made here.
 */
export function listMapMessage(cards: PropertyCardData[], table: RouteTable, locale: Locale, t: Translate): MapMessage {
  return {
    propsList: cards.filter(isLocated).map((c) => toMarker(c, table, locale, t)),
    messageInfo: { title: t('map.title'), noMarkers: t('map.noMarkers'), openLink: t('map.openLink') },
    mapType: 'list',
  }
}

const goalOf = (module: Module): ListGoal => (module.goal === 'sale' || module.goal === 'rent' ? module.goal : 'all')

/**
 * "Alert me for this search": the search alert form (the demand-register page, when it is
 * published) filled in with the list's goal and filters (domain/alert-prefill.ts).
 */
async function alertLinkOf(goal: ListGoal, query: ListQuery, locale: Locale, table: RouteTable) {
  const pages = await getPublishedMenuPages(locale)
  if (!pages.some((p) => p.key === 'demand-register')) return null
  return table.href({ kind: 'page', key: 'demand-register' }, locale) + alertLinkQuery(goal, query)
}

/** What a module with a maximum shows: the latest cards, or their map; null when there are none. */
export type CappedContent = { view: 'map'; map: MapMessage } | { view: 'cards'; cards: PropertyCardData[] }

export async function cappedContent(
  module: Module,
  locale: Locale,
  table: RouteTable,
  t: Translate,
): Promise<CappedContent | null> {
  const cards = await getLatestCards(goalOf(module), Math.min(module.maxItems ?? 0, 48), locale)
  if (cards.length === 0) return null
  const map = listMapMessage(cards, table, locale, t)
  return module.view === 'map' && map.propsList.length ? { view: 'map', map } : { view: 'cards', cards }
}

/**
 * A property list module (docs/rules/content-and-modules.md): with `maxItems` the latest properties of its goal, as a
 * grid (`numberItemOfRow` per row on desktops), a list (one per row) or a map (`view`); without
 * it the full list of its goal with filters, sort, paging and the list/map switch, all read
 * from the URL (`listQuery`).
 */
export async function PropertyListModule({ module, locale, table, page, listQuery }: ModuleContext<Module>) {
  const texts = await cardTextsOf(locale)
  const t = texts.listings
  const goal = goalOf(module)
  const perRow = module.view === 'list' ? 1 : perRowOf(module.numberItemOfRow)
  // Card titles sit one level below the module title, or right under the page's h1.
  const cardLevel = moduleLevels(module).inner

  if (module.maxItems && module.maxItems > 0) {
    const content = await cappedContent(module, locale, table, t)
    if (!content) return null
    return (
      <ModuleFrame module={module} testId="property-list">
        {content.view === 'map' ? (
          <MapFrame
            locale={locale}
            title={t('map.title')}
            className="h-[60vh] min-h-80 border border-slate-200"
            message={content.map}
          />
        ) : (
          <CardGrid
            cards={content.cards}
            texts={texts}
            perRow={perRow}
            locale={locale}
            table={table}
            headingLevel={cardLevel}
          />
        )}
      </ModuleFrame>
    )
  }

  const query = listQuery ?? parseListQuery({})
  const [facets, result, cityIds, alertHref, ta] = await Promise.all([
    getFacets(locale),
    getListPage(goal, query, locale, LIST_PAGE_SIZE),
    query.city ? cityIdsOf(query.city) : Promise.resolve([]),
    alertLinkOf(goal, query, locale, table),
    translatorOf(locale, 'alerts'),
  ])
  const base = table.href({ kind: 'page', key: page.key }, locale)
  const shown: ListQuery = { ...query, page: result.page }
  const href: ListHref = (change) => base + listQueryString({ ...shown, ...change })
  const hasFilters = !!(
    query.city ||
    query.type ||
    query.neighbourhood ||
    query.minPrice ||
    query.maxPrice !== undefined ||
    query.bedrooms
  )
  const clearHref = base + listQueryString({ sort: query.sort, view: query.view })

  let body: React.ReactNode
  if (result.total === 0) {
    body = (
      <div
        role="status"
        className="rounded-lg border border-slate-200 bg-white p-8 text-center"
        data-testid="no-results"
      >
        <h2 className="text-xl font-semibold text-slate-900">{t('noResults.title')}</h2>
        <p className="mt-2 text-slate-600">{t('noResults.text')}</p>
        {hasFilters ? (
          <NavLink
            href={clearHref}
            prefetch={false}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
          >
            {t('noResults.clear')}
          </NavLink>
        ) : null}
      </div>
    )
  } else if (query.view === 'map') {
    body = (
      <MapFrame
        locale={locale}
        title={t('map.title')}
        className="h-[65vh] min-h-80 border border-slate-200"
        message={listMapMessage(await getMapMarkers(goal, query, locale), table, locale, t)}
      />
    )
  } else {
    body = (
      <>
        <CardGrid
          cards={result.cards}
          texts={texts}
          perRow={perRow}
          locale={locale}
          table={table}
          headingLevel={cardLevel}
          leadPhoto
        />
        {result.pages > 1 ? (
          <div className="mt-8">
            <Pager page={result.page} pages={result.pages} href={href} t={t} />
          </div>
        ) : null}
      </>
    )
  }

  return (
    <ModuleFrame module={module} testId="property-list" body="panel">
      <div className="space-y-4 md:space-y-6">
        <ListFilters
          action={base}
          resetHref={clearHref}
          query={query}
          goal={goal}
          cities={facets.cities}
          types={facets.types}
          neighbourhoods={facets.neighbourhoods}
          selectedCityId={cityIds[0]}
          total={result.total}
          t={t}
        />
        {/* Below lg: the count and the list/map switch on one line, the sort links under them. */}
        <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 border-b border-slate-200 pb-3 md:pb-4 lg:flex lg:justify-between">
          <p className="text-lg font-semibold text-slate-900" data-testid="result-count" aria-live="polite">
            {t('resultCount', { count: result.total })}
          </p>
          <div className="contents lg:flex lg:items-center lg:gap-6">
            {query.view === 'list' ? (
              <SortLinks query={shown} href={href} t={t} className="col-span-2 row-start-2" />
            ) : null}
            <ViewSwitch query={shown} href={href} t={t} className="col-start-2 row-start-1" />
          </div>
        </div>
        {body}
        {/* After the results: on a phone the first card's photo stays in the first screen. */}
        {alertHref ? (
          <p>
            <NavLink
              href={alertHref}
              prefetch={false}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
              data-testid="alert-for-search"
            >
              {ta('forThisSearch')}
            </NavLink>
          </p>
        ) : null}
      </div>
    </ModuleFrame>
  )
}
