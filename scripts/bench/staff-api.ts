import { sampleStaff } from '../../seed/data/staff'

/**
 * GET from the REST API as the sample admin (anonymous callers may read nothing there), for the
 * bench's own look-ups on a sample database.
 */
export async function staffJson<T>(base: string, pathname: string): Promise<T> {
  const admin = sampleStaff.find((s) => s.role === 'admin')!
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!login.ok || !token) throw new Error(`the sample admin could not log in (${login.status})`)
  const res = await fetch(base + pathname, { headers: { Authorization: `JWT ${token}` } })
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`)
  return (await res.json()) as T
}
