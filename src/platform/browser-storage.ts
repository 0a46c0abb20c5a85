/**
 * Local and session storage that never throws: a browser with storage switched off (or full)
 * just forgets, and the caller carries on as if nothing was stored.
 */
export type StorageKind = 'localStorage' | 'sessionStorage'

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return window[kind].getItem(key)
  } catch {
    return null
  }
}

/** Stores `value`, or removes the key when it is null. */
export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    if (value === null) window[kind].removeItem(key)
    else window[kind].setItem(key, value)
  } catch {
    // Storage off: nothing is remembered beyond this page.
  }
}
