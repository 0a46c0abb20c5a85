import 'server-only'
import type { Payload, Where } from 'payload'
import { absoluteUrl, localizedOf } from '@/domain/site-urls'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { RouteTable } from '@/i18n/routes'
import { env } from '@/platform/env'
import { payloadSecret } from '@/platform/secret'
import { readLinkToken, type LinkAction } from '@/platform/signed-link'
import { payload as localApi } from '@/payload/local-api'
import { linkPageResponse, type LinkPage } from './link-page'
import { mailLink } from './links'
import { alertsTranslator, type AlertsT } from './texts'

/**
 * The subscription links of the mails (links.ts), for the routes
 * `/{locale}/unsubscribe/{token}/` and `/{locale}/confirm/{token}/`. A GET only asks (mail
 * scanners and link previews fetch every link of a mail, and must not unsubscribe anyone or
 * confirm for them); a POST acts: the page's button, or a mail client's one-click unsubscribe
 * (RFC 8058 `List-Unsubscribe=One-Click`), which expects no further step. Acting twice answers
 * as the first time did. A token that is not ours answers 400, a subscription that no longer
 * exists 404, in the language of the link.
 */
export type LinkMethod = 'GET' | 'POST'

/** The pages a link can answer with: each has a `title` and a `body` in messages/alerts. */
type LinkPageKey =
  | 'alerts.ask'
  | 'alerts.done'
  | 'newsletter.confirm'
  | 'newsletter.confirmed'
  | 'newsletter.cancelled'
  | 'newsletter.leave'
  | 'newsletter.unsubscribed'
  | 'page.invalid'
  | 'page.gone'
  | 'page.failed'

interface Context {
  /** Undefined when the database could not be reached. */
  payload: Payload | undefined
  t: AlertsT
  locale: Locale
  page: (status: number, key: LinkPageKey, values?: Record<string, string>, extra?: Partial<LinkPage>) => LinkPage
  home: { href: string; text: string }
}

async function contextOf(locale: Locale): Promise<Context> {
  const t = await alertsTranslator(locale)
  let payload: Payload | undefined
  let siteName = ''
  try {
    payload = await localApi()
    siteName = String((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).siteName ?? '')
  } catch (error) {
    // The database is away: the page still answers, in words ('please try again later').
    console.error('Subscription link: the site settings could not be read', error)
  }
  const home = { href: `/${locale}/`, text: t('page.home') }
  return {
    payload,
    t,
    locale,
    home,
    page: (status, key, values, extra) => ({
      status,
      locale,
      siteName,
      title: t(`${key}.title`, values),
      paragraphs: [t(`${key}.body`, values)],
      links: [home],
      ...extra,
    }),
  }
}

/** The demand-register page in the link's language (where a visitor registers a new search). */
async function registerHref(payload: Payload, locale: Locale): Promise<string> {
  const pages = await payload.find({
    collection: 'menu-pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { key: true, path: true },
  })
  const routes = new RouteTable(pages.docs.map((d) => ({ key: String(d.key), paths: localizedOf(d.path) })))
  return routes.href({ kind: 'page', key: 'demand-register' }, locale)
}

/** Every search alert of the address of alert `id`: one click stops all the mails it gets. */
async function alertsLink(c: Context, payload: Payload, id: number, method: LinkMethod): Promise<LinkPage> {
  const alert = (await payload.find({ collection: 'search-alerts', where: { id: { equals: id } }, depth: 0, limit: 1 }))
    .docs[0]
  if (!alert) return c.page(404, 'page.gone')
  const email = { email: alert.email }
  const activeWhere: Where = { and: [{ email: { equals: alert.email } }, { status: { equals: 'active' } }] }
  const newSearch = {
    href: absoluteUrl(env().siteUrl, await registerHref(payload, c.locale)),
    text: c.t('page.newSearch'),
  }
  if (method === 'GET') {
    const active = await payload.count({ collection: 'search-alerts', where: activeWhere })
    return active.totalDocs
      ? c.page(200, 'alerts.ask', email, { button: c.t('alerts.ask.button') })
      : c.page(200, 'alerts.done', email, { links: [newSearch, c.home] })
  }
  await payload.update({
    collection: 'search-alerts',
    where: activeWhere,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
  })
  return c.page(200, 'alerts.done', email, { links: [newSearch, c.home] })
}

async function newsletterLink(
  c: Context,
  payload: Payload,
  action: LinkAction,
  id: number,
  method: LinkMethod,
): Promise<LinkPage> {
  const subscriber = (
    await payload.find({ collection: 'newsletter-subscribers', where: { id: { equals: id } }, depth: 0, limit: 1 })
  ).docs[0]
  if (!subscriber) return c.page(404, 'page.gone')
  const email = { email: subscriber.email }
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'newsletter-subscribers', id: subscriber.id, data })

  if (action === 'unsubscribe') {
    if (subscriber.status === 'unsubscribed') return c.page(200, 'newsletter.unsubscribed', email)
    if (method === 'GET') return c.page(200, 'newsletter.leave', email, { button: c.t('newsletter.leave.button') })
    await update({ status: 'unsubscribed', unsubscribedAt: new Date().toISOString() })
    return c.page(200, 'newsletter.unsubscribed', email)
  }

  // A subscription cancelled since asks for a new sign-up, which sends a new mail.
  if (subscriber.status === 'unsubscribed') return c.page(410, 'newsletter.cancelled', email)
  const leave = { href: mailLink('unsubscribe', 'n', subscriber.id, c.locale), text: c.t('newsletter.leaveLink') }
  if (subscriber.status === 'confirmed') return c.page(200, 'newsletter.confirmed', email, { links: [leave, c.home] })
  if (method === 'GET') return c.page(200, 'newsletter.confirm', email, { button: c.t('newsletter.confirm.button') })
  await update({ status: 'confirmed', confirmedAt: new Date().toISOString(), unsubscribedAt: null })
  return c.page(200, 'newsletter.confirmed', email, { links: [leave, c.home] })
}

/** The answer to a subscription link: always a page, in the link's language. */
export async function answerMailLink(
  action: LinkAction,
  method: LinkMethod,
  params: { locale: string; token: string },
): Promise<Response> {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  const c = await contextOf(locale)
  if (!isLocale(params.locale)) return linkPageResponse(c.page(404, 'page.gone'))
  const check = readLinkToken(payloadSecret(), action, params.token)
  if (!check.ok) return linkPageResponse(c.page(400, 'page.invalid'))
  if (check.scope === 'a' && action !== 'unsubscribe') return linkPageResponse(c.page(400, 'page.invalid'))
  try {
    if (!c.payload) throw new Error('no database')
    return linkPageResponse(
      check.scope === 'a'
        ? await alertsLink(c, c.payload, check.id, method)
        : await newsletterLink(c, c.payload, action, check.id, method),
    )
  } catch (error) {
    c.payload?.logger.error({ err: error, msg: `Subscription link (${action}) failed` })
    return linkPageResponse(c.page(503, 'page.failed'))
  }
}
