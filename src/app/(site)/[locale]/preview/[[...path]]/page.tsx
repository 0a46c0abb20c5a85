import type { Metadata } from 'next'
import { renderPage } from '@/site/render'
import { LivePreviewRefresh } from '@/features/preview/LivePreviewRefresh'
import { NotFoundView } from '@/site/NotFoundView'
import { metadataOrNotFound, orNotFound, resolveProps, type PageProps } from '@/site/page-route'

/*
 * Staff preview (docs/rules/urls-and-languages.md#preview): /{locale}/preview/{any public path}/ shows that page as it will look,
 * drafts and unpublished properties included, to staff logged in to the back office (the
 * resolver's preview mode checks the login). Per request, never cached, never indexed; the
 * consent dialog stays away. Title and description come from the draft too. The back office's
 * Live Preview shows this page and refreshes it when a draft is saved.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  // Metadata is rendered before the page: the resolver's login check keeps a draft's title and
  // description from the visitor who is being sent to the login.
  return { ...(await metadataOrNotFound(props, 'preview')), robots: { index: false, follow: false } }
}

export default async function PreviewPage(props: PageProps) {
  const { locale: requested } = await props.params
  // The site's not-found view, rendered here as the public page does (site/page-route.tsx): a
  // not-found.tsx would be rendered into the payload of every preview, found or not.
  const notFoundPage = async () => <NotFoundView locale={requested} withTitle={false} />
  return orNotFound(async () => {
    const { locale, table, resolution } = await resolveProps(props, 'preview')
    if (!resolution) return notFoundPage()
    return (
      <>
        {await renderPage({ locale, table, resolution })}
        <LivePreviewRefresh />
      </>
    )
  }, notFoundPage)
}
