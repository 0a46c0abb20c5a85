import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Shell } from '@/features/shell/Shell'
import { alternatesOf } from '@/features/routing/queries'
import type { Locale } from '@/i18n/locales'
import type { Resolution, RouteTable } from '@/i18n/routes'
import { HomeBanner } from './HomeBanner'
import { RichText } from './RichText'
import { getArticleBySlug, getMenuPage, getPropertyRoute } from './queries'

/** Page keys that exist without a menu page in the CMS. */
const builtInPageKeys = new Set(['login'])

function PlainPage({ title, intro, children }: { title: string; intro?: string | null; children?: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p> : null}
      {children}
    </main>
  )
}

export async function renderPage(locale: Locale, table: RouteTable, resolution: Resolution) {
  const { target } = resolution
  const t = await getTranslations({ locale, namespace: 'pages' })

  switch (target.kind) {
    case 'page': {
      const page = await getMenuPage(target.key, locale)
      const published = page?.status === 'published'
      if (!published && !(page === null && builtInPageKeys.has(target.key))) notFound()
      const title = page ? String(page.title) : t(`builtIn.${target.key as 'login'}`)
      const alternates = await alternatesOf(table, target)
      if (target.key === 'home') {
        return (
          <Shell locale={locale} alternates={alternates} isHome>
            <HomeBanner locale={locale} />
            <main id="main" className="mx-auto max-w-6xl px-4 py-12">
              <h1 className="sr-only">{title}</h1>
            </main>
          </Shell>
        )
      }
      // Rich text shows now; the other modules (lists, forms, team) come with their issues.
      const texts = (page?.modules ?? []).filter((m) => m.blockType === 'richText' && m.status !== false)
      return (
        <Shell locale={locale} alternates={alternates}>
          <PlainPage title={title} intro={page?.description as string | undefined}>
            <div className="mt-10 space-y-10">
              <RichText data={page?.content} />
              {texts.map((m) => (
                <section key={m.id ?? undefined}>{'content' in m ? <RichText data={m.content} /> : null}</section>
              ))}
            </div>
          </PlainPage>
        </Shell>
      )
    }
    case 'property': {
      const property = await getPropertyRoute(target.id, locale)
      if (!property) notFound()
      const canonical = table.href({ kind: 'property', ...property }, locale)
      if (target.goal === undefined || resolution.redirectTo !== undefined) permanentRedirect(canonical)
      const alternates = await alternatesOf(table, { kind: 'property', id: property.id })
      return (
        <Shell locale={locale} alternates={alternates}>
          <PlainPage title={property.title} />
        </Shell>
      )
    }
    case 'article': {
      const article = await getArticleBySlug(
        target.section === 'services' ? 'service' : 'testimonial',
        target.slug,
        locale,
      )
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
    case 'project':
    case 'feedback': {
      const alternates = await alternatesOf(table, target)
      const title = target.kind === 'feedback' ? t('feedback.title') : t('builtIn.projects')
      return (
        <Shell locale={locale} alternates={alternates}>
          <PlainPage title={title} />
        </Shell>
      )
    }
  }
}

export async function pageMetadata(locale: Locale, resolution: Resolution): Promise<Metadata> {
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
