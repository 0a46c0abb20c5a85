import { getTranslations } from 'next-intl/server'
import { PlainPage } from '@/features/pages/PlainPage'
import type { RenderContext } from '@/features/pages/types'
import { alternatesOf } from '@/features/routing/queries'
import { Shell } from '@/features/shell/Shell'

/** A project detail page: /{projects path}/{title-slug}/{id}/. */
export async function renderProject({ locale, table, resolution }: RenderContext) {
  const t = await getTranslations({ locale, namespace: 'pages' })
  const alternates = await alternatesOf(table, resolution.target)
  return (
    <Shell locale={locale} alternates={alternates}>
      <PlainPage title={t('builtIn.projects')} />
    </Shell>
  )
}
