import 'server-only'
import type { Metadata } from 'next'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound, redirect } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import type React from 'react'
import { addDays, dayIn } from '@/domain/appointments'
import { logoutAction } from '@/features/owners/actions'
import { inEveryLanguage, ownerRoutes } from '@/i18n/routes'
import { currentOwner } from '@/features/owners/session'
import { Shell } from '@/ui/shell/Shell'
import { focusRing } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { Owner } from '@/payload/payload-types'
import { setWeeklyReport } from './actions'
import { Chart } from './Chart'
import { CHART_DAYS } from './figures'
import {
  ownerDocuments,
  ownerProperties,
  ownerProperty,
  propertyChart,
  propertyHistory,
  propertyStats,
  type OwnerPropertySummary,
} from './queries'

/*
 * The owner portal's two pages (SPEC §1, §2 "Other screens"): the selection of the owner's
 * properties with the weekly e-mail switch, and one property's figures, 30-day chart, history
 * and documents. Rendered per request for the owner of the session (the routes are
 * force-dynamic: Next then sends `Cache-Control: private, no-cache, no-store`), never indexed.
 * Everything shown comes from features/portal/queries.ts, which checks ownership itself.
 */

/** The session's owner, or the login page. */
async function ownerOrLogin(locale: Locale): Promise<Owner> {
  const owner = await currentOwner()
  if (!owner) redirect(ownerRoutes.login(locale))
  return owner
}

export async function portalMetadata(locale: Locale, title?: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: title ? `${title} · ${t('title')}` : t('title'), robots: { index: false, follow: false } }
}

/** The property's title for the page's <title>; null when it is not the session owner's. */
export async function propertyTitle(locale: Locale, propertyId: string): Promise<string | undefined> {
  const owner = await currentOwner()
  return owner ? (await ownerProperty(owner, propertyId, locale))?.title : undefined
}

const secondaryButton = `inline-flex min-h-11 items-center justify-center rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5 ${focusRing}`

async function LogoutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <form action={logoutAction.bind(null, locale)}>
      <button type="submit" className={secondaryButton}>
        {t('logout')}
      </button>
    </form>
  )
}

/** The top of both pages: who is logged in, and the logout button. */
async function OwnerBar({ locale, owner, children }: { locale: Locale; owner: Owner; children?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {children}
        <span>{t('loggedInAs', { name: owner.name })}</span>
      </div>
      <LogoutButton locale={locale} />
    </div>
  )
}

function Badge({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'neutral' | 'warning' }) {
  const colours = tone === 'warning' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>
}

async function PropertyCard({ locale, property }: { locale: Locale; property: OwnerPropertySummary }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
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

async function WeeklySwitch({ locale, owner, saved }: { locale: Locale; owner: Owner; saved?: string }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const on = owner.weeklyReport !== false
  return (
    <section aria-labelledby="weekly-title" className="mt-12 max-w-2xl rounded-lg border border-slate-200 p-5">
      <h2 id="weekly-title" className="text-xl font-semibold text-slate-900">
        {t('weekly.title')}
      </h2>
      <p className="mt-2 text-slate-700">{on ? t('weekly.on') : t('weekly.off')}</p>
      <form action={setWeeklyReport.bind(null, locale)} className="mt-4">
        <input type="hidden" name="weeklyReport" value={on ? 'off' : 'on'} />
        <button type="submit" className={secondaryButton}>
          {on ? t('weekly.switchOff') : t('weekly.switchOn')}
        </button>
      </form>
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
  const [t, properties] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    ownerProperties(owner, locale),
  ])
  return (
    <Shell locale={locale} alternates={inEveryLanguage(ownerRoutes.portal)}>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        <OwnerBar locale={locale} owner={owner} />
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">
          {t('selection.title')}
        </h1>
        {properties.length ? (
          <>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('selection.intro')}</p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portal-properties">
              {properties.map((p) => (
                <PropertyCard key={p.id} locale={locale} property={p} />
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('selection.empty')}</p>
        )}
        <WeeklySwitch locale={locale} owner={owner} saved={saved} />
      </main>
    </Shell>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function SubSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="mt-2 text-slate-700">{children}</p>
}

const tableClass = 'mt-3 w-full max-w-3xl text-left text-sm'
const headClass = 'border-b border-slate-300 text-slate-700'
const cellClass = 'px-2 py-2 align-top first:pl-0'

/** One list of the history: two columns, or what to say when it is empty. */
function HistoryTable({
  testId,
  headers,
  rows,
  empty,
  firstColumnClass = '',
}: {
  testId: string
  headers: [string, string]
  rows: Array<[React.ReactNode, React.ReactNode]>
  empty: string
  firstColumnClass?: string
}) {
  if (!rows.length) return <Empty>{empty}</Empty>
  return (
    <table className={tableClass} data-testid={testId}>
      <thead className={headClass}>
        <tr>
          <th scope="col" className={`${cellClass} ${firstColumnClass}`}>
            {headers[0]}
          </th>
          <th scope="col" className={cellClass}>
            {headers[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, second], i) => (
          <tr key={i} className="border-b border-slate-100">
            <td className={`${cellClass} ${firstColumnClass}`}>{first}</td>
            <td className={cellClass}>{second}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** `/{locale}/portal/{property}/`: one property's figures, chart, history and documents. */
export async function PropertyPage({ locale, propertyId }: { locale: Locale; propertyId: string }) {
  const owner = await ownerOrLogin(locale)
  const today = dayIn(new Date())
  const [property, stats, chart, history, documents] = await Promise.all([
    ownerProperty(owner, propertyId, locale),
    propertyStats(owner, propertyId, today),
    propertyChart(owner, propertyId, today),
    propertyHistory(owner, propertyId),
    ownerDocuments(owner, propertyId),
  ])
  // Not theirs, not there, or in the trash: the same 404 for each.
  if (!property || !stats || !chart || !history || !documents) notFound()
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getFormatter({ locale })])
  const number = (n: number) => format.number(n)
  const date = (iso: string) => format.dateTime(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' })
  // A calendar day of the chart, read at noon so the time zone cannot move it.
  const day = (d: string, style: 'short' | 'long') =>
    format.dateTime(new Date(`${d}T12:00:00Z`), {
      day: 'numeric',
      month: style === 'short' ? 'short' : 'long',
      ...(style === 'long' ? { weekday: 'short' } : {}),
    })
  const from = day(addDays(today, -(CHART_DAYS - 1)), 'long')
  const to = day(today, 'long')
  const totals = chart.reduce((s, d) => ({ views: s.views + d.views, enquiries: s.enquiries + d.enquiries }), {
    views: 0,
    enquiries: 0,
  })
  const cards = [
    {
      label: t('property.views'),
      value: number(stats.views.total),
      note: t('property.viewsRecent', { count: stats.views.last30Days }),
    },
    { label: t('property.enquiries'), value: number(stats.enquiries.total) },
    { label: t('property.visits'), value: number(stats.visits) },
    { label: t('property.alerts'), value: number(stats.matchingAlerts), note: t('property.alertsHint') },
    {
      label: t('property.daysOnMarket'),
      value: stats.daysOnMarket === null ? '–' : number(stats.daysOnMarket),
      note: stats.daysOnMarket === null ? t('property.notListed') : undefined,
    },
  ]

  return (
    <Shell locale={locale} alternates={inEveryLanguage((l) => ownerRoutes.property(l, property.id))}>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        <OwnerBar locale={locale} owner={owner}>
          <NavLink
            href={ownerRoutes.portal(locale)}
            className={`font-semibold text-brand underline underline-offset-4 ${focusRing}`}
          >
            <span aria-hidden="true">← </span>
            {t('property.back')}
          </NavLink>
        </OwnerBar>
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{property.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700">
          <span>
            {[property.city, t('selection.reference', { reference: property.reference })].filter(Boolean).join(' · ')}
          </span>
          <Badge>{t(`status.${property.status}`)}</Badge>
          {property.published ? null : <Badge tone="warning">{t('selection.notOnline')}</Badge>}
        </p>

        <Section id="figures" title={t('property.figures')}>
          <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5" data-testid="portal-stats">
            {cards.map((c) => (
              <div key={c.label} className="rounded-lg border border-slate-200 p-4">
                <dt className="text-sm font-medium text-slate-700">{c.label}</dt>
                <dd className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums">{c.value}</dd>
                {c.note ? <dd className="mt-1 text-xs text-slate-600">{c.note}</dd> : null}
              </div>
            ))}
          </dl>
          <SubSection id="by-type" title={t('property.byType')}>
            {stats.enquiries.byType.length ? (
              <ul className="mt-2 max-w-md divide-y divide-slate-100">
                {stats.enquiries.byType.map((e) => (
                  <li key={e.type} className="flex justify-between gap-4 py-1.5">
                    <span>{t(`types.${e.type}`)}</span>
                    <span className="font-semibold tabular-nums">{number(e.count)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{t('property.noEnquiries')}</Empty>
            )}
          </SubSection>
        </Section>

        <Section id="chart" title={t('chart.title')}>
          <p className="mt-2 mb-4 text-slate-700">{t('chart.intro', { from, to })}</p>
          <Chart
            days={chart}
            texts={{
              label: t('chart.label', { from, to, views: totals.views, enquiries: totals.enquiries }),
              views: t('chart.views'),
              enquiries: t('chart.enquiries'),
              table: t('chart.table'),
              caption: t('chart.caption'),
              day: t('chart.day'),
            }}
            shortDay={(d) => day(d, 'short')}
            longDay={(d) => day(d, 'long')}
            number={number}
          />
        </Section>

        <Section id="history" title={t('history.title')}>
          <SubSection id="history-visits" title={t('history.visits')}>
            <HistoryTable
              testId="portal-visits"
              headers={[t('history.date'), t('history.feedback')]}
              firstColumnClass="w-40 whitespace-nowrap"
              empty={t('history.noVisits')}
              rows={history.visits.map((v) => [
                date(v.date),
                v.feedback ?? <span className="text-slate-600">{t('history.noFeedback')}</span>,
              ])}
            />
          </SubSection>
          <SubSection id="history-communications" title={t('history.communications')}>
            <HistoryTable
              testId="portal-communications"
              headers={[t('history.date'), t('history.what')]}
              firstColumnClass="w-40 whitespace-nowrap"
              empty={t('history.noCommunications')}
              rows={history.communications.map((c) => [
                date(c.date),
                c.kind === 'enquiry'
                  ? t('history.enquiry', { form: t(`types.${c.type}`) })
                  : t('history.mail', { purpose: t(`purposes.${c.purpose}`) }),
              ])}
            />
          </SubSection>
          <SubSection id="history-media" title={t('history.media')}>
            <HistoryTable
              testId="portal-media"
              headers={[t('history.channel'), t('history.period')]}
              empty={t('history.noMedia')}
              rows={history.media.map((m) => [
                m.url ? (
                  <a
                    href={m.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`font-medium text-brand underline underline-offset-4 ${focusRing}`}
                  >
                    {m.channel}
                    <span className="sr-only"> {t('history.opensInNewTab')}</span>
                  </a>
                ) : (
                  m.channel
                ),
                m.until
                  ? t('history.fromUntil', { from: date(m.from), until: date(m.until) })
                  : t('history.since', { from: date(m.from) }),
              ])}
            />
          </SubSection>
        </Section>

        <Section id="documents" title={t('documents.title')}>
          {documents.length ? (
            <ul
              className="mt-4 max-w-3xl divide-y divide-slate-200 border-y border-slate-200"
              data-testid="portal-documents"
            >
              {documents.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="font-medium text-slate-900">{d.title}</span>
                    <span className="ml-2 text-sm text-slate-600">
                      {date(d.createdAt)}
                      {d.size
                        ? ` · ${t('documents.size', { size: number(Math.max(1, Math.round(d.size / 1024))) })}`
                        : ''}
                    </span>
                  </span>
                  <a
                    href={ownerRoutes.document(locale, property.id, d.id)}
                    download
                    className={`font-semibold text-brand underline underline-offset-4 ${focusRing}`}
                  >
                    {t('documents.download')}
                    <span className="sr-only">: {d.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t('documents.none')}</Empty>
          )}
        </Section>
      </main>
    </Shell>
  )
}
