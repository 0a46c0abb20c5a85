import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { renderPage } from '@/features/pages/render'
import { findRedirect } from '@/features/redirects/match'
import { getRedirectMap } from '@/features/redirects/queries'
import { resolveRequest } from '@/features/routing/resolve'
import { pageMetadata } from '@/features/seo/metadata'

interface Props {
  params: Promise<{ locale: string; path?: string[] }>
}

// Rendered on first request, then served from the cache until the content changes.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function resolve(props: Props) {
  const { locale, path = [] } = await props.params
  return resolveRequest(locale, path)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, table, resolution } = await resolve(props)
  return resolution ? pageMetadata({ locale, table, resolution }) : {}
}

export default async function Page(props: Props) {
  const { locale, table, resolution } = await resolve(props)
  if (!resolution) {
    // An old URL the proxy did not see (features/redirects/queries.ts says why).
    const { path = [] } = await props.params
    const moved = findRedirect(await getRedirectMap(), `/${locale}/${path.join('/')}/`)
    if (moved) (moved.status === 301 ? permanentRedirect : redirect)(moved.to)
    notFound()
  }
  return renderPage({ locale, table, resolution })
}
