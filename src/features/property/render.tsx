import { notFound, permanentRedirect } from 'next/navigation'
import { PlainPage } from '@/features/pages/PlainPage'
import { getPropertyRoute } from '@/features/pages/queries'
import type { RenderContext } from '@/features/pages/types'
import { alternatesOf } from '@/features/routing/queries'
import { Shell } from '@/features/shell/Shell'

/** The property detail page; other URL forms of the same property redirect to the canonical one. */
export async function renderProperty({ locale, table, resolution }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'property') notFound()
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
