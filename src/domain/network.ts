import { isIPv4, isIPv6 } from 'node:net'

/**
 * The part of an address one client controls. An IPv6 host usually gets a whole /64 and can
 * take a fresh address from it for every request, so its limit counts the /64; an IPv4
 * address (or anything unrecognised, such as 'unknown') counts as it is.
 */
export function addressScope(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  if (isIPv4(bare) || !isIPv6(bare)) return bare
  // An IPv4 client seen through an IPv6 socket.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1]
  if (mapped) return mapped
  const groups = ipv6Groups(bare)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::')
  if (halves.length > 2) return null
  const part = (text: string | undefined): string[] => {
    if (!text) return []
    const groups = text.split(':')
    const last = groups[groups.length - 1]!
    // An IPv4 tail (::ffff:10.0.0.1) is two groups.
    if (isIPv4(last)) {
      const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number]
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
    }
    return groups
  }
  const head = part(halves[0])
  const tail = part(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail]
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16).toString(16)) : null
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1). */
export function isLoopback(address: string): boolean {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1]
  if (v4) return isIPv4(v4) && v4.startsWith('127.')
  return isIPv6(bare) && ipv6Groups(bare)?.join(':') === '0:0:0:0:0:0:0:1'
}
