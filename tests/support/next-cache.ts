/**
 * next/cache outside Next: integration tests call the cached queries directly, so caching is a
 * pass-through and there is nothing to expire.
 */
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return fn
}
export function revalidateTag(): void {}
export function revalidatePath(): void {}
