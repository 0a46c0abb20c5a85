import { translatorOf } from '@/i18n/translator'
import 'server-only'
import { NavLink } from '@/ui/shell/NavLink'
import { inEveryLanguage, ownerRoutes } from '@/i18n/routes'
import { Shell } from '@/ui/shell/Shell'
import { focusRing } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { SessionOwner } from '@/features/owners/session'
import { setWeeklyReport } from './actions'
import { OwnPageForm } from '@/ui/forms/OwnPageForm'
import { Badge, OwnerBar, ownerOrLogin, secondaryButton, type PortalTexts } from './page-parts'
import { ownerProperties, type OwnerPropertySummary } from './queries'

/*
 * The owner portal's first page (docs/rules/owners-portal.md): the selection of the owner's
 * properties with the weekly e-mail switch. Rendered per request for the owner of the session
 * (the route is force-dynamic: Next then sends `Cache-Control: private, no-cache, no-store`),
 * never indexed. Everything shown comes from features/portal/queries.ts, which checks ownership itself.
 */

function PropertyCard({ locale, property, t }: { locale: Locale; property: OwnerPropertySummary; t: PortalTexts }) {
  return (
    <li>
      <NavLink
        href={ownerRoutes.property(locale, property.id)}
        prefetch={false}
        className={`group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-brand ${focusRing}`}
      >
        {property.photo ? (
          // Decorative: the card's title names the property.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={property.photo.url}
            width={property.photo.width}
            height={property.photo.height}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-600">
            {t('selection.noPhoto')}
          </div>
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand">{property.title}</h2>
          <p className="text-sm text-slate-700">
            {[property.city, t('selection.reference', { reference: property.reference })].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-auto flex flex-wrap gap-2">
            <Badge>{t(`status.${property.status}`)}</Badge>
            {property.published ? null : <Badge tone="warning">{t('selection.notOnline')}</Badge>}
          </p>
        </div>
      </NavLink>
    </li>
  )
}

function WeeklySwitch({
  locale,
  owner,
  saved,
  t,
}: {
  locale: Locale
  owner: SessionOwner
  saved?: string
  t: PortalTexts
}) {
  const on = owner.weeklyReport !== false
  return (
    <section aria-labelledby="weekly-title" className="mt-12 max-w-2xl rounded-lg border border-slate-200 p-5">
      <h2 id="weekly-title" className="text-xl font-semibold text-slate-900">
        {t('weekly.title')}
      </h2>
      <p className="mt-2 text-slate-700">{on ? t('weekly.on') : t('weekly.off')}</p>
      <OwnPageForm action={setWeeklyReport.bind(null, locale)} className="mt-4">
        <input type="hidden" name="weeklyReport" value={on ? 'off' : 'on'} />
        <button type="submit" className={secondaryButton}>
          {on ? t('weekly.switchOff') : t('weekly.switchOn')}
        </button>
      </OwnPageForm>
      {/* Announced after the switch (the action comes back with ?weekly=on|off). */}
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
        {saved === 'on' || saved === 'off' ? t(saved === 'on' ? 'weekly.savedOn' : 'weekly.savedOff') : null}
      </p>
    </section>
  )
}

/** `/{locale}/portal/`: the owner's properties and the weekly e-mail switch. */
export async function SelectionPage({ locale, saved }: { locale: Locale; saved?: string }) {
  const owner = await ownerOrLogin(locale)
  const [t, properties] = await Promise.all([translatorOf(locale, 'portal'), ownerProperties(owner, locale)])
  return (
    <Shell locale={locale} alternates={inEveryLanguage(ownerRoutes.portal)}>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        <OwnerBar locale={locale} owner={owner} t={t} />
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">
          {t('selection.title')}
        </h1>
        {properties.length ? (
          <>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('selection.intro')}</p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portal-properties">
              {properties.map((p) => (
                <PropertyCard key={p.id} locale={locale} property={p} t={t} />
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('selection.empty')}</p>
        )}
        <WeeklySwitch locale={locale} owner={owner} saved={saved} t={t} />
      </main>
    </Shell>
  )
}
