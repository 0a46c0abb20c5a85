import 'server-only'
import type { Metadata } from 'next'
import type { RenderContext } from '@/features/pages/types'
import { articleOf } from './queries'

/** Title and description of an article page, for the SEO helper (features/seo/metadata.ts). */
export async function articleMetadata({ locale, resolution }: RenderContext): Promise<Metadata> {
  const { target } = resolution
  if (target.kind !== 'article') return {}
  const article = await articleOf(target.section, target.slug, locale)
  if (!article) return {}
  return { title: article.title, description: article.excerpt || undefined }
}
