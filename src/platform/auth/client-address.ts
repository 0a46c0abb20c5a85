/**
 * The address a request came from. The server writes the connection's address at the end of
 * X-Forwarded-For (`forwardedFor`, from src/server/request.ts), like one more proxy; behind N
 * trusted proxies (TRUSTED_PROXIES), each appended the address it saw, so the client is the
 * entry N places before the last. Entries further left were written by the client: never used.
 */
export function clientAddress(forwardedFor: string | null, trustedProxies: number): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!hops.length) return 'unknown'
  const index = Math.max(0, hops.length - 1 - trustedProxies)
  return normalise(hops[index]!)
}

/**
 * The X-Forwarded-For a request should carry once it reaches the app: the connection's address
 * appended to what trusted proxies wrote, or alone when none is trusted (then whatever the
 * client wrote is dropped).
 */
export function forwardedFor(
  received: string | string[] | undefined,
  connection: string | undefined,
  trustedProxies: number,
): string {
  const own = connection ?? 'unknown'
  const before = Array.isArray(received) ? received.join(', ') : (received ?? '')
  return trustedProxies > 0 && before.trim() ? `${before}, ${own}` : own
}

/** One spelling per address, so '::ffff:10.0.0.1' and '10.0.0.1' share a limit. */
function normalise(address: string): string {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower
}
