/**
 * A maker that makes each key's value once and hands the same one back after: for Intl
 * formatters and collators, which cost far more to make (tens of microseconds) than to use, and
 * which lists and pages ask for per value. A maker that throws keeps nothing for that key. Kept
 * this small rather than taken from a cache library because the browser runs this code too
 * (the purchase costs recompute there) and pays for every byte.
 */
export function madeOnce<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>()
  return (key) => {
    let value = made.get(key)
    if (value === undefined) {
      value = make(key)
      made.set(key, value)
    }
    return value
  }
}
