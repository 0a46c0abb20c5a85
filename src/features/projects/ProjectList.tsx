import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'

/** The published projects, shown on the projects page below its modules. */
export async function ProjectList(_props: { locale: Locale; table: RouteTable }) {
  return null
}
