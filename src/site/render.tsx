import { translatorOf } from '@/i18n/translator'
import { notFound, redirect } from 'next/navigation'
import { renderArticle } from '@/features/articles/render'
import { renderPropertyForm } from '@/features/property/page/FormPage'
import { ThankYou } from '@/features/enquiries/ThankYou'
import { ModuleGrid } from '@/features/modules/ModuleGrid'
import { ProjectList } from '@/features/projects/ProjectList'
import { renderProject } from '@/features/projects/render'
import { renderProperty } from '@/features/property/page/render'
import { renderShortlist } from '@/features/shortlist/render'
import { AgentJsonLd } from '@/features/seo/AgentJsonLd'
import { alternatesOf, switchAlternates } from '@/site/alternates'
import { ensureCanonical } from '@/site/canonical'
import type { ResolvedRequest } from '@/platform/routing/resolve-path'
import { Shell } from '@/ui/shell/Shell'
import type { MenuPage } from '@/payload/payload-types'
import { env } from '@/platform/env'
import { Breadcrumb, type Crumb } from '../ui/page/Breadcrumb'
import { HomeBanner } from './HomeBanner'
import { pageClasses, redirectTarget } from '../ui/page/layout-fields'
import { PageBanner } from '../ui/page/PageBanner'
import { PlainPage } from '../ui/page/PlainPage'
import { getMenuPage, loadMenuPageDraft } from '../ui/page/queries'
import { RichText } from '../ui/page/RichText'
import type { RenderContext } from '../ui/page/types'

/** Home, the published ancestors of the page (up to five), then the page itself. */
async function breadcrumbTrail(ctx: RenderContext, page: MenuPage, home: string): Promise<Crumb[]> {
  const { locale, table } = ctx
  const crumb = (p: MenuPage): Crumb => ({
    name: String(p.title),
    href: table.href({ kind: 'page', key: p.key }, locale),
  })
  const trail = [crumb(page)]
  let parent = page.parent
  for (let depth = 0; parent && typeof parent === 'object' && depth < 5; depth++) {
    const ancestor = await getMenuPage(parent.key, locale)
    if (!ancestor || ancestor._status !== 'published' || ancestor.key === 'home') break
    trail.unshift(crumb(ancestor))
    parent = ancestor.parent
  }
  return [{ name: home, href: table.href({ kind: 'page', key: 'home' }, locale) }, ...trail]
}

async function renderMenuPage(ctx: RenderContext, key: string) {
  const { locale, table } = ctx
  const t = await translatorOf(locale, 'pages')
  // Staff preview shows the newest draft, and pages never published.
  const preview = ctx.resolution.preview === true
  const page = preview ? await loadMenuPageDraft(key, locale) : await getMenuPage(key, locale)
  // (The owners' login is a page of its own: src/app/(site)/[locale]/login/.)
  if (!page || (page._status !== 'published' && !preview)) notFound()
  const target = redirectTarget(page.type, page.redirectUrl)
  if (target) redirect(target)
  const title = String(page.title)
  const listQuery = ctx.resolution.listQuery
  // The language switch keeps a list's filters (the hreflang links, site/metadata.ts, do not).
  const alternates = switchAlternates(await ctx.alternates(), listQuery)
  const modules = (
    <ModuleGrid
      page={page}
      locale={locale}
      table={table}
      listQuery={ctx.resolution.listQuery}
      pageParams={ctx.resolution.pageParams}
    />
  )
  if (key === 'home') {
    return (
      <Shell locale={locale} alternates={alternates} isHome>
        <HomeBanner locale={locale} />
        <main id="main" className="mx-auto max-w-7xl space-y-12 px-4 py-12">
          <h1 className="sr-only">{title}</h1>
          <AgentJsonLd locale={locale} />
          {modules}
        </main>
      </Shell>
    )
  }
  const trail = page && page.showBreadCrumb !== false ? await breadcrumbTrail(ctx, page, t('home')) : null
  return (
    <Shell locale={locale} alternates={alternates}>
      <div className={pageClasses(page.css) || undefined}>
        {trail ? <Breadcrumb trail={trail} label={t('breadcrumb')} siteUrl={env().siteUrl} /> : null}
        {page.showPageBanner ? (
          <PageBanner image={page.image} title={page.bannerTitle} description={page.bannerDescription} />
        ) : null}
        <PlainPage title={title} intro={page.description as string | undefined}>
          <div className="mt-10 space-y-12">
            <RichText data={page.content} />
            {modules}
            {key === 'projects' ? <ProjectList locale={locale} table={table} /> : null}
          </div>
        </PlainPage>
      </div>
    </Shell>
  )
}

/** The page a resolved request asks for, once the canonical check let it through. */
export async function renderPage(request: ResolvedRequest) {
  const canonical = await ensureCanonical(request.table, request.locale, request.resolution)
  const ctx: RenderContext = {
    ...request,
    canonical,
    alternates: () => alternatesOf(request.table, request.locale, request.resolution),
  }
  const { target } = ctx.resolution
  switch (target.kind) {
    case 'page':
      // The shortlist is no menu page: it is the visitor's, kept in the browser.
      return target.key === 'shortlist' ? renderShortlist(ctx) : renderMenuPage(ctx, target.key)
    case 'property':
      return renderProperty(ctx)
    case 'project':
      return renderProject(ctx)
    case 'article':
      return renderArticle(ctx)
    case 'property-form':
      return renderPropertyForm(ctx)
    case 'feedback': {
      const alternates = await ctx.alternates()
      return (
        <Shell locale={ctx.locale} alternates={alternates}>
          <ThankYou slug={target.slug} locale={ctx.locale} table={ctx.table} />
        </Shell>
      )
    }
  }
}
