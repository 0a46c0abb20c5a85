import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import { fixCityName } from '@/domain/address'
import { availabilityOf } from '@/domain/availability'
import { formatPrice } from '@/domain/currency'
import { COMPARE_MAX, comparedIds, idsParam } from '@/domain/shortlist'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { env } from '@/platform/env'
import { labelText } from '@/features/property/EnergyLabelImage'
import { priceText } from '@/features/property/facts'
import type { PropertyDetail } from '@/features/property/types'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { PlainPage } from '@/ui/page/PlainPage'
import type { Alternates, RenderContext } from '@/ui/page/types'
import { Shell } from '@/ui/shell/Shell'
import { ShortlistHeart } from '@/ui/shortlist/ShortlistHeart'
import { compareRows, type CompareRow, type CompareValue } from './compare'
import { getShortlist, type ShortlistEntry } from './queries'

type T = NamespaceTranslator<'shortlist'>
type TProperty = NamespaceTranslator<'property'>

const areaFormat = new Intl.NumberFormat('nl-BE')
const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand'
/** The form that asks for the comparison of the ticked properties (its boxes are in the list). */
const PICK_FORM = 'shortlist-pick'

const buttonClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand px-4 font-semibold text-brand hover:bg-brand hover:text-white focus-ring-brand'

function propertyHref(p: PropertyDetail, table: RouteTable, locale: Locale) {
  return table.href(
    { kind: 'property', id: p.id, goal: p.goal, city: fixCityName(p.city?.name ?? ''), title: p.title },
    locale,
  )
}

/** The state a visitor reads beside a saved property: available, sold, rented, or gone. */
function statusOf(p: PropertyDetail | null, t: T): string {
  if (!p) return t('page.gone')
  return t(`page.${availabilityOf(p.marquee, p.goal)}`)
}

function Entry({
  entry,
  t,
  tp,
  table,
  locale,
  pick,
}: {
  entry: ShortlistEntry
  t: T
  tp: TProperty
  table: RouteTable
  locale: Locale
  /** When more are saved than compared: whether this one is ticked for the comparison. */
  pick?: { checked: boolean }
}) {
  const p = entry.property
  const title = p ? p.title : t('page.goneTitle', { id: entry.id })
  const photo = p?.photos[0]
  return (
    <li
      data-testid="shortlist-item"
      data-id={entry.id}
      className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="aspect-[3/2] w-24 shrink-0 overflow-hidden rounded bg-slate-100 sm:w-32">
        {photo ? <ResponsiveImage image={photo} sizes="8rem" alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          {p ? (
            <a href={propertyHref(p, table, locale)} className="hover:text-brand focus-ring-brand">
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        {p ? (
          <p className="text-sm text-slate-600">
            {[p.typeName, fixCityName(p.city?.name ?? '')].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {p ? (
          <p className="font-semibold text-brand-dark" data-testid="shortlist-price">
            {priceText(p, tp)}
          </p>
        ) : null}
        <p className="text-sm font-medium text-slate-700">
          <span className="sr-only">{t('page.status')}: </span>
          <span data-testid="shortlist-status">{statusOf(p, t)}</span>
        </p>
        {p && pick ? (
          <label className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              form={PICK_FORM}
              name="compare"
              value={entry.id}
              defaultChecked={pick.checked}
              aria-label={t('compare.pickLabel', { title })}
              className="size-5 accent-brand focus-ring-brand"
              data-testid="shortlist-pick"
            />
            {t('compare.pick')}
          </label>
        ) : null}
      </div>
      <ShortlistHeart id={entry.id} label={t('heart.label', { title })} overPhoto={false} />
    </li>
  )
}

function valueText(row: CompareRow, value: CompareValue | null, p: PropertyDetail, t: T, tp: TProperty): string {
  // The price as everywhere: 'Sold', 'Price on request' … where no amount is shown.
  if (row.key === 'price') return priceText(p, tp)
  if (!value) return t('compare.none')
  switch (value.kind) {
    case 'money':
      return formatPrice(value.amount)
    case 'count':
      return String(value.value)
    case 'area':
      return t('compare.area', { area: areaFormat.format(value.value) })
    case 'epc':
      return [
        value.label ? labelText(value.label) : null,
        value.score ? t('compare.epcValue', { score: value.score }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
  }
}

function Comparison({
  properties,
  pick,
  t,
  tp,
}: {
  properties: PropertyDetail[]
  /** More are saved than compared: the form that compares the ticked ones. */
  pick?: { action: string; ids: readonly number[]; tooMany: boolean }
  t: T
  tp: TProperty
}) {
  const rows = compareRows(properties)
  const costs = rows.some((r) => r.key === 'purchaseCosts')
  return (
    <section aria-labelledby="shortlist-compare" className="space-y-3" data-testid="shortlist-compare">
      <h2 id="shortlist-compare" className="text-2xl font-semibold text-slate-900">
        {t('compare.title')}
      </h2>
      {pick ? (
        <form id={PICK_FORM} method="get" action={pick.action} className="space-y-3">
          <p className="text-slate-700">{t('compare.more')}</p>
          {pick.tooMany ? (
            <p className="font-medium text-amber-900" data-testid="shortlist-too-many">
              {t('compare.tooMany')}
            </p>
          ) : null}
          <input type="hidden" name="ids" value={idsParam(pick.ids)} />
          <button type="submit" className={buttonClass} data-testid="shortlist-compare-submit">
            {t('compare.submit')}
          </button>
        </form>
      ) : null}
      {/* Wider than a phone: the table scrolls sideways in its own focusable region. */}
      <section aria-label={t('compare.label')} tabIndex={0} className="overflow-x-auto focus-ring-brand">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2 font-semibold text-slate-700">
                {t('compare.property')}
              </th>
              {properties.map((p) => (
                <th key={p.id} scope="col" className="p-2 align-bottom font-semibold text-slate-900">
                  {p.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200" data-row={row.key}>
                <th scope="row" className="p-2 font-medium text-slate-700">
                  {t(`compare.${row.key}`)}
                </th>
                {row.values.map((value, i) => (
                  <td key={properties[i].id} className="p-2 text-slate-900">
                    {valueText(row, value, properties[i], t, tp)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {costs ? <p className="text-sm text-slate-600">{t('compare.costsNote')}</p> : null}
    </section>
  )
}

function Share({ url, t }: { url: string; t: T }) {
  return (
    <section aria-labelledby="shortlist-share" className="space-y-2" data-testid="shortlist-share">
      <h2 id="shortlist-share" className="text-2xl font-semibold text-slate-900">
        {t('share.title')}
      </h2>
      <p className="text-slate-700">{t('share.text')}</p>
      <p className="break-all">
        <a href={url} className={linkClass} data-testid="shortlist-share-link">
          {url}
        </a>
      </p>
      {/* Shown by the shortlist script where the browser can copy. */}
      <button type="button" className={buttonClass} data-shortlist-copy data-href={url} hidden>
        {t('share.copy')}
      </button>
    </section>
  )
}

/** The language versions of the page keep its ids. */
function withIds(alternates: Alternates, ids: readonly number[] | undefined): Alternates {
  if (!ids) return alternates
  return Object.fromEntries(
    Object.entries(alternates).map(([l, href]) => [l, href && `${href}?ids=${idsParam(ids)}`]),
  ) as Alternates
}

/**
 * The shortlist page. Its URL's ids (`?ids=12,34`, folded into the path by the proxy and
 * rendered for that request only) are the list it shows, so a shared link shows the same
 * properties anywhere; without ids the page is the same for everyone and the shortlist script
 * fills it from the browser's list. Each saved property shows its price and state (sold, let,
 * no longer published), then up to four side by side (the ticked ones, else the first), then the link to share.
 */
export async function renderShortlist(ctx: RenderContext) {
  const { locale, table, resolution } = ctx
  const params = resolution.pageParams
  const ids = params?.ids
  const [t, tp, alternates, entries] = await Promise.all([
    translatorOf(locale, 'shortlist'),
    translatorOf(locale, 'property'),
    ctx.alternates(),
    getShortlist(ids ?? [], locale),
  ])
  const shown = entries.flatMap((e) => (e.property ? [e.property] : []))
  const compared = comparedIds(
    shown.map((p) => p.id),
    params?.compare,
  )
  const picking = shown.length > COMPARE_MAX
  const chosen = params?.compare?.filter((id) => shown.some((p) => p.id === id)) ?? []
  const shareUrl = `${env().siteUrl}${table.href({ kind: 'page', key: 'shortlist' }, locale)}?ids=${idsParam(ids ?? [])}`
  return (
    <Shell locale={locale} alternates={withIds(alternates, ids)}>
      <PlainPage title={t('page.title')} intro={t('page.intro')}>
        <div
          className="mt-8 space-y-10"
          data-shortlist-page
          data-ids={ids ? idsParam(ids) : undefined}
          data-testid="shortlist-page"
        >
          {params?.idsRejected ? (
            <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-900">
              {t('page.badIds')}
            </p>
          ) : null}
          {entries.length === 0 ? (
            <p className="text-lg text-slate-700" data-testid="shortlist-empty">
              {t('page.empty')}
            </p>
          ) : (
            <>
              <div className="space-y-3">
                {/* Offered when the list is not (all) in the visitor's own: a shared link. */}
                <button type="button" className={buttonClass} data-shortlist-adopt hidden>
                  {t('page.adopt')}
                </button>
                <div
                  role="status"
                  className="font-medium text-green-800"
                  data-shortlist-status
                  data-adopted={t('page.adopted')}
                  data-copied={t('share.copied')}
                />
                <ul aria-label={t('page.listLabel')} className="space-y-3">
                  {entries.map((entry) => (
                    <Entry
                      key={entry.id}
                      entry={entry}
                      t={t}
                      tp={tp}
                      table={table}
                      locale={locale}
                      pick={picking ? { checked: compared.includes(entry.id) } : undefined}
                    />
                  ))}
                </ul>
              </div>
              {shown.length > 1 ? (
                <Comparison
                  properties={shown.filter((p) => compared.includes(p.id))}
                  pick={
                    picking
                      ? {
                          action: table.href({ kind: 'page', key: 'shortlist' }, locale),
                          ids: ids ?? [],
                          tooMany: chosen.length > COMPARE_MAX,
                        }
                      : undefined
                  }
                  t={t}
                  tp={tp}
                />
              ) : null}
              <Share url={shareUrl} t={t} />
            </>
          )}
        </div>
      </PlainPage>
    </Shell>
  )
}
