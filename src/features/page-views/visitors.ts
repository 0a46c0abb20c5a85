/**
 * Which views are a visitor's first of a property on a day: a page view counts once per
 * visitor, property and day, so reloading a page (or a script posting the beacon in a loop)
 * does not inflate an owner's figures. A visitor is the part of an address one client
 * controls (domain/network.ts `addressScope`, as the enquiry and login limits count it: an
 * IPv4 address, an IPv6 /64).
 *
 * This process's memory, for the current day, and bounded: the keys come from clients, so
 * their number is not ours to trust. When full, the oldest keys go first (a visitor would then
 * need `maxKeys` other views in between to be counted again). The endpoint hands in keyed
 * hashes, never addresses as written. Several app instances share the answer through Redis
 * (endpoint.ts `firstView`); without REDIS_URL each instance remembers its own visitors, and a
 * visitor whose beacons reach N instances counts at most N views a day.
 */
export class FirstViews {
  private day = ''
  private seen = new Set<string>()

  constructor(private readonly maxKeys = 100_000) {}

  /** True the first time this visitor views this property on this day; false afterwards. */
  first(visitor: string, propertyId: number, day: string): boolean {
    if (day !== this.day) {
      // A new day: yesterday's keys can never match again.
      this.day = day
      this.seen = new Set()
    }
    const key = `${visitor}|${propertyId}`
    if (this.seen.has(key)) return false
    if (this.seen.size >= this.maxKeys) this.seen.delete(this.seen.values().next().value as string)
    this.seen.add(key)
    return true
  }

  /** Keys held for the current day. */
  get size(): number {
    return this.seen.size
  }
}
