import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { isNotFoundError, NotFoundView, notFoundMetadata } from '@/site/NotFoundView'
import { renderPage } from '@/site/render'
import { findRedirect } from '@/features/redirects/match'
import { getRedirectMap } from '@/features/redirects/queries'
import { resolveRequest } from '@/site/resolve'
import { pageMetadata } from '@/site/metadata'

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

/**
 * A page that is not there renders the site's 404 view itself, which the page cache answers with
 * status 404 (src/platform/page-cache/not-found-mark.mjs says why `notFound()` is not left to Next here).
 */
async function orNotFound<T>(render: () => Promise<T>, notFound: () => Promise<T>): Promise<T> {
  try {
    return await render()
  } catch (error) {
    if (isNotFoundError(error)) return notFound()
    throw error
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale: requested } = await props.params
  return orNotFound(
    async () => {
      const { locale, table, resolution } = await resolve(props)
      return resolution ? pageMetadata({ locale, table, resolution }) : notFoundMetadata(requested)
    },
    () => notFoundMetadata(requested),
  )
}

export default async function Page(props: Props) {
  const { locale: requested } = await props.params
  const notFoundPage = async () => <NotFoundView withTitle={false} locale={requested} />
  return orNotFound(async () => {
    const { locale, table, resolution } = await resolve(props)
    if (resolution) return renderPage({ locale, table, resolution })
    // An old URL the proxy did not see (features/redirects/queries.ts says why).
    const { path = [] } = await props.params
    const moved = findRedirect(await getRedirectMap(), `/${locale}/${path.join('/')}/`)
    if (moved) (moved.status === 301 ? permanentRedirect : redirect)(moved.to)
    return notFoundPage()
  }, notFoundPage)
}
