'use server'

import { redirect } from 'next/navigation'
import { ownerRoutes } from '@/i18n/routes'
import { currentOwner } from '@/features/owners/session'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { payload as localApi } from '@/payload/local-api'

/**
 * The portal's switch of the weekly e-mail: changes `weeklyReport` of the owner whose session
 * sent the form, never of anyone named in it. Back to the portal with the new state in the
 * address, which the page announces.
 */
export async function setWeeklyReport(locale: string, _previous: unknown, formData: FormData): Promise<never> {
  const lang = isLocale(locale) ? locale : defaultLocale
  const owner = await currentOwner()
  if (!owner) redirect(ownerRoutes.login(lang))
  // A call forged outside the portal's form changes nothing (src/platform/http/server-action-body.ts).
  if (!(formData instanceof FormData)) redirect(ownerRoutes.portal(lang))
  const on = formData.get('weeklyReport') === 'on'
  const payload = await localApi()
  await payload.update({
    collection: 'owners',
    id: owner.id,
    data: { weeklyReport: on },
    overrideAccess: true,
  })
  redirect(`${ownerRoutes.portal(lang)}?weekly=${on ? 'on' : 'off'}`)
}
