import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { hasStaffSession } from '@/platform/auth/credentials'
import { payload } from '@/payload/local-api'

/**
 * Whether the request comes from a member of staff logged in to the back office (Payload's
 * session cookie). Reads the request's headers, so only the dynamic preview route calls it.
 */
async function isStaffRequest(): Promise<boolean> {
  return hasStaffSession(await payload(), await headers())
}

/**
 * Lets staff through; anyone else goes to the back office login, which sends them back to this
 * preview page (`path`: the segments after /{locale}/preview/) afterwards.
 */
export async function requireStaff(locale: string, path: string[]): Promise<void> {
  if (await isStaffRequest()) return
  const here = `/${locale}/preview/${path.map(encodeURIComponent).join('/')}${path.length ? '/' : ''}`
  redirect(`/admin/login?redirect=${encodeURIComponent(here)}`)
}
