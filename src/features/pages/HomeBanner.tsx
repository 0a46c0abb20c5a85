import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getListingTotals } from '@/features/listings/queries'
import { getRouteTable } from '@/features/routing/queries'
import { getSiteSettings } from '@/features/shell/queries'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload/payload-types'

function imageOf(value: unknown): Media | undefined {
  return value && typeof value === 'object' ? (value as Media) : undefined
}

/**
 * The home banner (SPEC §2): the configured image under the transparent header, with the
 * search block's title, description (sale and rent totals filled in) and the two list buttons.
 * The search input and its results panel come with the browsing issue.
 */
export async function HomeBanner({ locale }: { locale: Locale }) {
  const [settings, totals, table, t] = await Promise.all([
    getSiteSettings(locale),
    getListingTotals(),
    getRouteTable(),
    getTranslations({ locale, namespace: 'home' }),
  ])
  const banner = settings.homeBanner
  const search = settings.search
  const image =
    banner?.type === 'image' || banner?.type === 'gallery' ? imageOf(banner.image ?? banner.images?.[0]) : undefined
  const description = (search?.description ?? '')
    .replaceAll('{sale}', String(totals.sale))
    .replaceAll('{rent}', String(totals.rent))
  const showCounts = search?.showSearchCount !== false
  return (
    <section
      className="relative flex min-h-[70vh] items-end overflow-hidden bg-brand-dark text-white md:items-center"
      style={banner?.type === 'color' && banner.color ? { backgroundColor: banner.color } : undefined}
    >
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- sizes come from Payload's own renditions
        <img
          src={image.sizes?.w1360?.url ?? image.url}
          srcSet={[
            image.sizes?.w600?.url && `${image.sizes.w600.url} 600w`,
            image.sizes?.w1360?.url && `${image.sizes.w1360.url} 1360w`,
            `${image.url} ${image.width ?? 2400}w`,
          ]
            .filter(Boolean)
            .join(', ')}
          sizes="100vw"
          alt=""
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/25 to-black/60" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-4xl px-4 pt-40 pb-16 text-center md:pb-24">
        {search?.title ? (
          <p className="text-3xl font-semibold tracking-tight drop-shadow md:text-5xl">{search.title}</p>
        ) : null}
        {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90 drop-shadow">{description}</p> : null}
        {search?.showSearchButton !== false ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              href={table.href({ kind: 'page', key: 'for-sale' }, locale)}
              className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-dark hover:bg-slate-100"
            >
              {showCounts ? t('forSaleCount', { count: totals.sale }) : t('forSale')}
            </Link>
            <Link
              href={table.href({ kind: 'page', key: 'for-rent' }, locale)}
              className="inline-flex min-h-11 items-center rounded-md border border-white px-5 font-semibold text-white hover:bg-white/10"
            >
              {showCounts ? t('forRentCount', { count: totals.rent }) : t('forRent')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  )
}
