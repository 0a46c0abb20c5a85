import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { isNotFoundError, NotFoundView, notFoundMetadata } from '@/site/NotFoundView'
import { renderPage } from '@/site/render'
import { findRedirect } from '@/features/redirects/match'
import { getRedirectMap } from '@/features/redirects/queries'
import { resolveRequest } from '@/site/resolve'
import type { Mode } from '@/platform/routing/resolve-path'
import { pageMetadata } from '@/site/metadata'

export interface PageProps {
  params: Promise<{ locale: string; path?: string[] }>
}

/** The request of a page's props (`preview`: staff's preview of it, drafts included, login checked). */
export async function resolveProps(props: PageProps, mode: Mode = 'public') {
  const { locale, path = [] } = await props.params
  return resolveRequest(locale, path, mode)
}

/**
 * A page that is not there renders the site's 404 view itself, which the page cache answers with
 * status 404, and the server entry too when it is rendered for its request
 * (src/server/not-found-status.ts; src/platform/page-cache/not-found-mark.mjs says why
 * `notFound()` is not left to Next here).
 */
export async function orNotFound<T>(render: () => Promise<T>, notFound: () => Promise<T>): Promise<T> {
  try {
    return await render()
  } catch (error) {
    if (isNotFoundError(error)) return notFound()
    throw error
  }
}

/** A page's metadata, or its not-found page's when there is no such page. */
export async function metadataOrNotFound(props: PageProps, mode: Mode = 'public'): Promise<Metadata> {
  const { locale: requested } = await props.params
  return orNotFound(
    async () => {
      const { locale, table, resolution } = await resolveProps(props, mode)
      return resolution ? pageMetadata({ locale, table, resolution }) : notFoundMetadata(requested)
    },
    async () => notFoundMetadata(requested),
  )
}

/**
 * The public site's page (every URL the catch-all route serves) and its metadata, kept in the
 * page cache by the catch-all route, or rendered for one request and kept nowhere by its
 * per-request copy (the first sight of a filtered list or a property page,
 * src/platform/routing/first-sight.ts).
 */
export function sitePage() {
  const generateMetadata = (props: PageProps): Promise<Metadata> => metadataOrNotFound(props)

  async function Page(props: PageProps) {
    const { locale: requested } = await props.params
    const notFoundPage = async () => <NotFoundView withTitle={false} locale={requested} />
    return orNotFound(async () => {
      const { locale, table, resolution } = await resolveProps(props)
      if (resolution) return renderPage({ locale, table, resolution })
      // An old URL the proxy did not see (features/redirects/queries.ts says why).
      const { path = [] } = await props.params
      const moved = findRedirect(await getRedirectMap(), `/${locale}/${path.join('/')}/`)
      if (moved) (moved.status === 301 ? permanentRedirect : redirect)(moved.to)
      return notFoundPage()
    }, notFoundPage)
  }

  return { Page, generateMetadata }
}
