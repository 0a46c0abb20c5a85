import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { renderPage } from '@/features/pages/render'
import { resolveRequest } from '@/features/pages/resolve'
import { requireStaff } from '@/features/preview/access'
import { pageMetadata } from '@/features/seo/metadata'

/*
 * Staff preview (SPEC §2): /{locale}/preview/{any public path}/ shows that page as it will look,
 * drafts and unpublished properties included, to staff logged in to the back office. Per request
 * (it reads the login), never cached, never indexed; the consent dialog stays away.
 */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; path?: string[] }>
}

async function resolve(props: Props) {
  const { locale, path = [] } = await props.params
  return { path, ...(await resolveRequest(locale, ['preview', ...path])) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, table, path, resolution } = await resolve(props)
  // Metadata is rendered before the page: without the check here, a draft's title and
  // description would reach the visitor who is being sent to the login.
  await requireStaff(locale, path)
  const base = resolution ? await pageMetadata({ locale, table, resolution, drafts: true }) : {}
  return { ...base, robots: { index: false, follow: false } }
}

export default async function PreviewPage(props: Props) {
  const { locale, table, path, resolution } = await resolve(props)
  await requireStaff(locale, path)
  if (!resolution) notFound()
  return renderPage({ locale, table, resolution, drafts: true })
}
