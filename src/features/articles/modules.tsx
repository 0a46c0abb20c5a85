import type { ModuleContext } from '@/features/pages/types'
import type {
  ArticleModule as ArticleModuleData,
  CategoryModule as CategoryModuleData,
  TeamModule as TeamModuleData,
} from '@/payload/payload-types'

/** Collapsible category view of the services page (SPEC §2). */
export async function CategoryModule(_props: ModuleContext<CategoryModuleData>) {
  return null
}

/** Article card view: services or testimonials. */
export async function ArticleModule(_props: ModuleContext<ArticleModuleData>) {
  return null
}

/** Team view. */
export async function TeamModule(_props: ModuleContext<TeamModuleData>) {
  return null
}
