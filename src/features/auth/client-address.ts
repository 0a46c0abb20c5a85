/**
 * The address a request came from, from X-Forwarded-For. Behind N trusted proxies
 * (TRUSTED_PROXIES), each appends the address it saw, so the client is the Nth entry from the
 * right; entries further left were written by the client and are never trusted. Without a
 * proxy the server puts the connection's address there (see the launcher).
 */
export function clientAddress(forwardedFor: string | null, trustedProxies: number): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!hops.length) return 'unknown'
  const index = Math.max(0, hops.length - Math.max(1, trustedProxies))
  return normalise(hops[index]!)
}

/** One spelling per address, so '::ffff:10.0.0.1' and '10.0.0.1' share a limit. */
function normalise(address: string): string {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower
}
