import { getTopBar } from '@/ui/shell/queries'
import type { MenuPage } from '@/payload/payload-types'
import { ArticleModule } from './article/ArticleModule'
import { BannerModule } from './banner/BannerModule'
import { CategoryModule } from './category/CategoryModule'
import { conditionVisibility, hasCondition } from './kit/condition'
import { ContactModule } from './contact/ContactModule'
import { moduleCellClasses } from './kit/layout'
import { PropertyListModule } from './property-list/PropertyListModule'
import { RichTextModule } from './rich-text/RichTextModule'
import { TeamModule } from './team/TeamModule'
import { TestimonialsModule } from './testimonials/TestimonialsModule'
import type { ModuleContext, PageModuleData } from './kit/types'

type Context = Omit<ModuleContext<PageModuleData>, 'module'>

/** The component of one module, by its block type (docs/rules/content-and-modules.md). */
function PageModule({ module, ...ctx }: ModuleContext<PageModuleData>) {
  switch (module.blockType) {
    case 'propertyList':
      return <PropertyListModule {...ctx} module={module} />
    case 'category':
      return <CategoryModule {...ctx} module={module} />
    case 'article':
      return <ArticleModule {...ctx} module={module} />
    case 'team':
      return <TeamModule {...ctx} module={module} />
    case 'testimonials':
      return <TestimonialsModule {...ctx} module={module} />
    case 'banner':
      return <BannerModule module={module} />
    case 'richText':
      return <RichTextModule module={module} />
    case 'contactForm':
      return <ContactModule {...ctx} module={module} />
  }
}

/**
 * A menu page's modules on a 12-column grid: each spans its columns per breakpoint, sits at its
 * position and spans its rows (dense flow fills the gaps beside a tall module). A module that is
 * switched off, or whose display condition fails in this language, is left out; one shown on
 * some devices only gets the classes that hide it on the others.
 */
export async function ModuleGrid({ page, ...ctx }: Omit<Context, 'page'> & { page: MenuPage | null }) {
  const stored = (page?.modules ?? []).filter((m) => m.status !== false)
  if (!page || !stored.length) return null
  // The top bar is read (cached) only when some rule may ask whether it shows.
  const topBarShow = stored.some((m) => hasCondition(m.condition)) ? (await getTopBar(ctx.locale)) !== null : false
  const modules = stored
    .map((module) => ({
      module,
      visibility: conditionVisibility(module.condition, { language: ctx.locale, topBarShow }),
    }))
    .filter(({ visibility }) => visibility.shown)
  if (!modules.length) return null
  // Dense flow may show modules out of source order, so only a page with a tall module uses it.
  const dense = modules.some(({ module }) => (module.span ?? 1) > 1)
  return (
    // Eleven 2 rem gaps would be wider than a phone: the columns' gap is narrower there.
    <div
      className={`grid grid-cols-12 gap-x-4 gap-y-12 md:gap-x-8 ${dense ? 'lg:grid-flow-row-dense' : ''}`}
      data-testid="modules"
    >
      {modules.map(({ module, visibility }, i) => (
        <div
          // Keyed by place: a page's modules come whole with it; a CMS id would only add to its payload.
          key={i}
          className={`min-w-0 ${moduleCellClasses(module)} ${visibility.shown ? visibility.className : ''}`.trim()}
        >
          <PageModule {...ctx} page={page} module={module} />
        </div>
      ))}
    </div>
  )
}
