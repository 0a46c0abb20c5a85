import { translatorOf } from '@/i18n/translator'
import 'server-only'
import { NavLink } from '@/ui/shell/NavLink'
import { getFormatter } from 'next-intl/server'
import type React from 'react'
import { addDays, dayIn } from '@/domain/appointments'
import { inEveryLanguage, ownerRoutes } from '@/i18n/routes'
import { currentOwner } from '@/features/owners/session'
import { Shell } from '@/ui/shell/Shell'
import { focusRing } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import { Chart } from './Chart'
import { CHART_DAYS } from './figures'
import { Badge, OwnerBar, ownerOrLogin } from './page-parts'
import { ownerDocuments, ownerProperty, propertyChart, propertyHistory, propertyStats } from './queries'

/*
 * The owner portal's page of one property (docs/rules/owners-portal.md): its figures, 30-day
 * chart, history and documents. Rendered per request for the owner of the session (the route is
 * force-dynamic: Next then sends `Cache-Control: private, no-cache, no-store`), never indexed.
 * Everything shown comes from features/portal/queries.ts, which checks ownership itself.
 */

/** The property's title for the page's <title>; null when it is not the session owner's. */
export async function propertyTitle(locale: Locale, propertyId: string): Promise<string | undefined> {
  const owner = await currentOwner()
  return owner ? (await ownerProperty(owner, propertyId, locale))?.title : undefined
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

/**
 * `/{locale}/portal/{property}/`: one property's figures, chart, history and documents; null when
 * the session's owner has no such property.
 */
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
  // Not theirs, not there, or in the trash: the same 404 for each (the route shows the site's
  // not-found view: docs/rules/urls-and-languages.md#not-found).
  if (!property || !stats || !chart || !history || !documents) return null
  const [t, format] = await Promise.all([translatorOf(locale, 'portal'), getFormatter({ locale })])
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
        <OwnerBar locale={locale} owner={owner} t={t}>
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
