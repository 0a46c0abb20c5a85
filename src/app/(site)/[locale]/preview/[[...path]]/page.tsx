import type { Metadata } from 'next'
import { renderPage } from '@/site/render'
import { LivePreviewRefresh } from '@/features/preview/LivePreviewRefresh'
import { resolveRequest } from '@/site/resolve'
import { pageMetadata } from '@/site/metadata'
import { NotFoundView, notFoundMetadata } from '@/site/NotFoundView'
import { orNotFound } from '@/site/page-route'

/*
 * Staff preview (docs/rules/urls-and-languages.md#preview): /{locale}/preview/{any public path}/ shows that page as it will look,
 * drafts and unpublished properties included, to staff logged in to the back office (the
 * resolver's preview mode checks the login). Per request, never cached, never indexed; the
 * consent dialog stays away. Title and description come from the draft too. The back office's
 * Live Preview shows this page and refreshes it when a draft is saved.
 */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; path?: string[] }>
}

async function resolve(props: Props) {
  const { locale, path = [] } = await props.params
  return resolveRequest(locale, path, 'preview')
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  // Metadata is rendered before the page: the resolver's login check keeps a draft's title and
  // description from the visitor who is being sent to the login.
  const { locale: requested } = await props.params
  const base = await orNotFound(
    async () => {
      const { locale, table, resolution } = await resolve(props)
      return resolution ? pageMetadata({ locale, table, resolution }) : notFoundMetadata(requested)
    },
    async () => notFoundMetadata(requested),
  )
  return { ...base, robots: { index: false, follow: false } }
}

export default async function PreviewPage(props: Props) {
  const { locale: requested } = await props.params
  // The site's not-found view, rendered here as the public page does (site/page-route.tsx): a
  // not-found.tsx would be rendered into the payload of every preview, found or not.
  const notFoundPage = async () => <NotFoundView locale={requested} withTitle={false} />
  return orNotFound(async () => {
    const { locale, table, resolution } = await resolve(props)
    if (!resolution) return notFoundPage()
    return (
      <>
        {await renderPage({ locale, table, resolution })}
        <LivePreviewRefresh />
      </>
    )
  }, notFoundPage)
}
