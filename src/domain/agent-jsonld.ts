import { firstFilled } from './empty'
import { postalAddress } from './postal-address'
import type { SeoImage } from './share-image'
import { absoluteUrl } from './site-urls'

/*
 * The agency as schema.org RealEstateAgent (the home page's JSON-LD), from the site settings.
 * Pure, unit-tested (agent-jsonld.test.ts).
 */

export interface AgentInput {
  siteUrl: string
  homeHref: string
  name: string
  logo: SeoImage | null
  phone?: string | null
  email?: string | null
  address?: string | null
  areaServed: string[]
  sameAs: string[]
}

/** schema.org RealEstateAgent of the agency (the home page's JSON-LD); empty values are left out. */
export function agentJsonLd(input: AgentInput): Record<string, unknown> {
  const url = absoluteUrl(input.siteUrl, input.homeHref)
  const logo = input.logo ? absoluteUrl(input.siteUrl, input.logo.url) : undefined
  const address = postalAddress(input.address)
  const data: Record<string, unknown> = {
    '@type': 'RealEstateAgent',
    '@id': `${absoluteUrl(input.siteUrl, '/')}#agency`,
    name: input.name,
    url,
    logo,
    image: logo,
    telephone: firstFilled(input.phone),
    email: firstFilled(input.email),
    address: address ?? undefined,
    areaServed: input.areaServed.length ? input.areaServed.map((name) => ({ '@type': 'City', name })) : undefined,
    sameAs: input.sameAs.length ? input.sameAs : undefined,
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined))
}

/** Links that identify the agency elsewhere (social profiles): absolute http(s) only, no duplicates. */
export function profileLinks(links: Array<string | null | undefined>): string[] {
  const out = new Set<string>()
  for (const link of links) {
    const l = (link ?? '').trim()
    if (/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(l)) out.add(l)
  }
  return [...out]
}
