import 'server-only'
import type { Metadata } from 'next'
import { getMenuPage, getPropertyRoute } from '@/features/pages/queries'
import type { RenderContext } from '@/features/pages/types'

/** Title, description, canonical, alternates and social tags of a page (SPEC §3 menu page metadata). */
export async function pageMetadata({ locale, resolution }: RenderContext): Promise<Metadata> {
  const { target } = resolution
  if (target.kind === 'page') {
    const page = await getMenuPage(target.key, locale)
    const meta = (page?.meta ?? {}) as { metadataTitle?: string; metadataDescription?: string }
    return {
      title: meta.metadataTitle || (page ? String(page.title) : undefined),
      description: meta.metadataDescription || undefined,
    }
  }
  if (target.kind === 'property') {
    const property = await getPropertyRoute(target.id, locale)
    return property ? { title: property.title } : {}
  }
  return {}
}
