import { translatorOf } from '@/i18n/translator'
import { NavLink } from '@/ui/shell/NavLink'
import type { CSSProperties } from 'react'
import { getFacets } from '@/features/listings/facets'
import { coverSizes, fileFor, imageOf, imagesOf, type Image } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { getRouteTable } from '@/platform/routing/queries'
import { bannerMedia } from '@/features/search/banner'
import '@/features/search/banner.css'
import { SearchBox, type SearchBoxTexts } from '@/features/search/SearchBox'
import { getSiteSettings } from '@/ui/shell/queries'
import type { Locale } from '@/i18n/locales'
import { env } from '@/platform/env'
import type { Media } from '@/payload/payload-types'

/**
 * A banner picture covers the banner (at least 70vh tall: on a phone held upright, wider than the
 * screen); it sits behind the text, so it says nothing.
 */
function BannerImage({ image, first }: { image: Image; first: boolean }) {
  return (
    <ResponsiveImage
      image={image}
      sizes={coverSizes(image, 70)}
      alt=""
      // The first picture is the page's largest paint; the others can wait.
      load={first ? 'priority' : 'lazy'}
      className="absolute inset-0 h-full w-full object-cover"
    />
  )
}

/**
 * The home banner: an image, a slow CSS crossfade of several, or a self-hosted video
 * over its poster image, under the transparent header; on it the search block: optional logo,
 * title, description (sale and rent totals filled in), the search input with its results panel,
 * and the for-sale and for-rent buttons.
 */
export async function HomeBanner({ locale }: { locale: Locale }) {
  const [settings, totals, table, t, ts] = await Promise.all([
    getSiteSettings(locale),
    getFacets(locale).then((facets) => facets.totals),
    getRouteTable(),
    translatorOf(locale, 'home'),
    translatorOf(locale, 'search'),
  ])
  const banner = settings.homeBanner
  const search = settings.search
  const media = bannerMedia<Media>(banner, env().siteUrl)
  const images = imagesOf(media.images)
  const description = (search?.description ?? '')
    .replaceAll('{sale}', String(totals.sale))
    .replaceAll('{rent}', String(totals.rent))
  const showCounts = search?.showSearchCount !== false
  // The block lies on a dark picture: the light logo when there is one.
  const logo = search?.showLogo !== false ? imageOf(settings.logoLight ?? settings.logo) : null
  const forSale = table.href({ kind: 'page', key: 'for-sale' }, locale)
  const forRent = table.href({ kind: 'page', key: 'for-rent' }, locale)
  const texts: SearchBoxTexts = {
    label: ts('label'),
    placeholder: ts('placeholder'),
    hint: ts('hint'),
    submit: ts('submit'),
    types: ts('types'),
    cities: ts('cities'),
    properties: ts('properties'),
    // Templates filled in the browser.
    forSale: ts.raw('forSale') as string,
    forRent: ts.raw('forRent') as string,
    reference: ts.raw('reference') as string,
    noResults: ts('noResults'),
    resultsOne: ts.raw('resultsOne') as string,
    resultsOther: ts.raw('resultsOther') as string,
    error: ts('error'),
  }
  const poster = media.kind === 'video' ? images[0] : undefined

  return (
    <section
      className="relative flex min-h-[70vh] items-end bg-brand-dark text-white md:items-center"
      style={banner?.type === 'color' && banner.color ? { backgroundColor: banner.color } : undefined}
      data-testid="home-banner"
      data-banner={media.kind}
    >
      {/* The pictures are clipped here, not by the section, so the results panel may reach below it. */}
      <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
        {media.kind === 'image' && images[0] ? <BannerImage image={images[0]} first /> : null}
        {media.kind === 'gallery' ? (
          <div className={`banner-gallery-${images.length} absolute inset-0`}>
            {images.map((image, i) => (
              <div
                key={image.id}
                className="banner-slide absolute inset-0"
                style={{ '--i': i, '--n': images.length } as CSSProperties}
              >
                <BannerImage image={image} first={i === 0} />
              </div>
            ))}
          </div>
        ) : null}
        {media.kind === 'video' ? (
          <>
            {poster ? <BannerImage image={poster} first /> : null}
            <video
              className="banner-video absolute inset-0 h-full w-full object-cover"
              src={media.video}
              poster={poster ? fileFor(poster, 1360).url : undefined}
              muted
              autoPlay
              loop
              playsInline
              preload="metadata"
            />
          </>
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/25 to-black/60" />
      </div>
      <div className="relative mx-auto w-full max-w-4xl px-4 pt-40 pb-16 text-center md:pb-24">
        {logo ? (
          <ResponsiveImage
            image={logo}
            use={['w400', 'w600']}
            sizes="16rem"
            alt={settings.siteName ?? ''}
            load="eager"
            className="mx-auto mb-6 h-16 w-auto max-w-[min(16rem,70vw)] object-contain drop-shadow"
          />
        ) : null}
        {search?.title ? (
          <p className="text-3xl font-semibold tracking-tight drop-shadow md:text-5xl">{search.title}</p>
        ) : null}
        {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90 drop-shadow">{description}</p> : null}
        {search?.showSearchInput !== false ? <SearchBox locale={locale} action={forSale} texts={texts} /> : null}
        {search?.showSearchButton !== false ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <NavLink
              href={forSale}
              className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-dark hover:bg-slate-100"
            >
              {showCounts ? t('forSaleCount', { count: totals.sale }) : t('forSale')}
            </NavLink>
            <NavLink
              href={forRent}
              className="inline-flex min-h-11 items-center rounded-md border border-white px-5 font-semibold text-white hover:bg-white/10"
            >
              {showCounts ? t('forRentCount', { count: totals.rent }) : t('forRent')}
            </NavLink>
          </div>
        ) : null}
      </div>
    </section>
  )
}
