'use server'

import { redirect } from 'next/navigation'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { ownerPaths } from './accounts'
import { endOwnerSession } from './session'

/** Ends the owner's session (on the server and in the browser) and shows the login page. */
export async function logoutAction(locale: string): Promise<never> {
  await endOwnerSession()
  redirect(ownerPaths.login(isLocale(locale) ? locale : defaultLocale))
}
