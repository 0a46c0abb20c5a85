import { notFound } from 'next/navigation'
import { PlainPage } from '@/features/pages/PlainPage'
import type { RenderContext } from '@/features/pages/types'
import { getArticleBySlug } from '@/features/pages/queries'
import { alternatesOf } from '@/features/routing/queries'
import { Shell } from '@/features/shell/Shell'

/** An article page: /services/{slug}/ or /testimonials/{slug}/ (localized). */
export async function renderArticle({ locale, table, resolution }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'article') notFound()
  const article = await getArticleBySlug(target.section === 'services' ? 'service' : 'testimonial', target.slug, locale)
  if (!article) notFound()
  const alternates = await alternatesOf(table, {
    kind: 'page',
    key: target.section === 'services' ? 'services' : 'home',
  })
  return (
    <Shell locale={locale} alternates={alternates}>
      <PlainPage title={String(article.title)} intro={article.excerpt as string | undefined} />
    </Shell>
  )
}
