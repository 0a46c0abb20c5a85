import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { renderPage } from '@/site/render'
import { LivePreviewRefresh } from '@/features/preview/LivePreviewRefresh'
import { resolveRequest } from '@/site/resolve'
import { pageMetadata } from '@/site/metadata'

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
  const { locale, table, resolution } = await resolve(props)
  const base = resolution ? await pageMetadata({ locale, table, resolution }) : {}
  return { ...base, robots: { index: false, follow: false } }
}

export default async function PreviewPage(props: Props) {
  const { locale, table, resolution } = await resolve(props)
  if (!resolution) notFound()
  return (
    <>
      {await renderPage({ locale, table, resolution })}
      <LivePreviewRefresh />
    </>
  )
}
