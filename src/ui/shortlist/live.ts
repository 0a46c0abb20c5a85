/**
 * The shortlist in the browser: the list is kept in local storage only (strictly functional,
 * nothing is sent), and this script, started once per page by ShortlistIsland, keeps the page in
 * step with it. The page's HTML is the same for everyone; everything here reads the data
 * attributes the server rendered:
 * - `[data-shortlist-id]`: a heart (ShortlistHeart), pressed when its property is saved;
 * - `[data-shortlist-link]` and its `[data-shortlist-count]`: the header's link, shown with the
 *   number saved and the ids in its URL;
 * - on the shortlist page, `[data-shortlist-page]` (`data-ids`: the ids of its URL, when it had
 *   any), `[data-shortlist-adopt]` (save a shared list), `[data-shortlist-copy]` (copy the link)
 *   and `[data-shortlist-status]`, the live region that says what happened.
 * One listener on the document serves every button; a page the app router brings in is
 * painted when its nodes arrive.
 */
import { idsParam, mergeIds, parseIds, readStored, SHORTLIST_STORAGE_KEY, toggleId } from '@/domain/shortlist'

let started = false
let current: number[] = []

function read(): number[] {
  try {
    return readStored(localStorage.getItem(SHORTLIST_STORAGE_KEY))
  } catch {
    return current
  }
}

function write(ids: number[]) {
  current = ids
  try {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(ids))
  } catch {
    // Storage refused (a private window): the list lasts as long as the page.
  }
  paint()
}

const all = <T extends HTMLElement>(selector: string) => document.querySelectorAll<T>(selector)
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id))

/** The shortlist page's own element, and the ids of its URL (undefined: it had none). */
function shortlistPage(): { element: HTMLElement; ids: number[] | undefined } | undefined {
  const element = document.querySelector<HTMLElement>('[data-shortlist-page]')
  if (!element) return undefined
  const raw = element.dataset.ids
  return { element, ids: raw === undefined ? undefined : parseIds(raw).ids }
}

function withIds(href: string, ids: readonly number[]): string {
  const url = new URL(href, location.href)
  url.search = ids.length ? `?ids=${idsParam(ids)}` : ''
  return url.pathname + url.search
}

function paint() {
  const ids = current
  for (const heart of all('[data-shortlist-id]'))
    heart.setAttribute('aria-pressed', String(ids.includes(Number(heart.dataset.shortlistId))))
  for (const link of all<HTMLAnchorElement>('[data-shortlist-link]')) {
    link.hidden = ids.length === 0
    link.href = withIds(link.href, ids)
    const count = link.querySelector('[data-shortlist-count]')
    if (count) count.textContent = String(ids.length)
  }
  const page = shortlistPage()
  // The shortlist page without ids in its URL shows the visitor's own list.
  if (page && page.ids === undefined && ids.length) location.replace(withIds(location.href, ids))
  for (const copy of all('[data-shortlist-copy]')) copy.hidden = !navigator.clipboard
  const adopt = document.querySelector<HTMLElement>('[data-shortlist-adopt]')
  if (page?.ids && adopt) adopt.hidden = page.ids.every((id) => ids.includes(id))
}

function say(key: 'adopted' | 'copied') {
  const status = document.querySelector<HTMLElement>('[data-shortlist-status]')
  if (status) status.textContent = status.dataset[key] ?? ''
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const heart = target?.closest<HTMLElement>('[data-shortlist-id]')
  if (heart) {
    const page = shortlistPage()
    // The shortlist page shows the visitor's own list: it follows the change.
    const own = page?.ids !== undefined && sameSet(page.ids, current)
    write(toggleId(read(), Number(heart.dataset.shortlistId)))
    if (own) location.replace(withIds(location.href, current))
    return
  }
  if (target?.closest('[data-shortlist-adopt]')) {
    write(mergeIds(read(), shortlistPage()?.ids ?? []))
    say('adopted')
    return
  }
  const copy = target?.closest<HTMLElement>('[data-shortlist-copy]')
  if (copy) {
    const href = new URL(copy.dataset.href ?? location.href, location.href).href
    void navigator.clipboard?.writeText(href).then(() => say('copied'))
  }
}

export function startShortlist() {
  if (started) return
  started = true
  current = read()
  document.addEventListener('click', onClick)
  // Another tab changed the list.
  addEventListener('storage', (event) => {
    if (event.key !== SHORTLIST_STORAGE_KEY) return
    current = read()
    paint()
  })
  // A page the app router brings in has hearts of its own.
  let queued = false
  new MutationObserver(() => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      paint()
    })
  }).observe(document.body, { childList: true, subtree: true })
  paint()
}
