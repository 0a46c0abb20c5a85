import type { Locale } from '@/i18n/locales'
import { getRouteTable } from '@/platform/routing/queries'
import { env } from '@/platform/env'
import { JsonLd } from '../../ui/page/JsonLd'
import { getProfileLinks, getSeoSettings, getServedCities } from './queries'
import { agentJsonLd } from '@/domain/agent-jsonld'

/** The agency as a schema.org RealEstateAgent, for the home page (docs/rules/urls-and-languages.md#search-engines). */
export async function AgentJsonLd({ locale }: { locale: Locale }) {
  const [settings, table, sameAs, areaServed] = await Promise.all([
    getSeoSettings(locale),
    getRouteTable(),
    getProfileLinks(),
    getServedCities(locale),
  ])
  if (!settings.siteName) return null
  const data = agentJsonLd({
    siteUrl: env().siteUrl,
    homeHref: table.href({ kind: 'page', key: 'home' }, locale),
    name: settings.siteName,
    logo: settings.logo,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    areaServed,
    sameAs,
  })
  return <JsonLd data={data} />
}
