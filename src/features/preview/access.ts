import 'server-only'
import { headers } from 'next/headers'
import { payload } from '@/lib/payload'

/**
 * Whether the request comes from a member of staff logged in to the back office (Payload's
 * session cookie). Reads the request's headers, so only the dynamic preview route calls it.
 */
export async function isStaffRequest(): Promise<boolean> {
  const p = await payload()
  try {
    const { user } = await p.auth({ headers: await headers() })
    return !!user && user.collection === 'users'
  } catch {
    return false
  }
}

/** The back office login that comes back to `path` afterwards. */
export const loginHref = (path: string) => `/admin/login?redirect=${encodeURIComponent(path)}`
