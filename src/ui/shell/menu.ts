/**
 * The main menu (docs/rules/content-and-modules.md): only published entries, children under
 * their parent, ordered by `sort`. Pure, so the rules are unit-tested without a database.
 */
import { relationId } from '@/domain/relation'

export interface MenuPageEntry {
  id: number
  key: string
  title: string
  status?: string | null
  showInMenu?: boolean | null
  sort?: number | null
  parent?: number | { id: number } | null
}

export interface MenuNode {
  id: number
  key: string
  label: string
  href: string
  /** This entry is the page being shown (aria-current="page"). */
  current: boolean
  /** This entry or one of its descendants is the page being shown. */
  active: boolean
  children: MenuNode[]
}

/** Both URLs come from the route table; tolerate case and a missing trailing slash anyway. */
export function sameHref(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false
  const norm = (h: string) => {
    const path = h.split(/[?#]/)[0]
    return (path.endsWith('/') ? path : `${path}/`).toLowerCase()
  }
  return norm(a) === norm(b)
}

/**
 * Build the visible menu tree. An entry shows only when published and in the menu; a child of
 * a hidden parent is hidden too (it has nowhere to hang), and cycles in the parent relation
 * are dropped rather than looping.
 */
export function buildMenuTree(
  pages: MenuPageEntry[],
  hrefOf: (key: string) => string,
  currentHref?: string,
): MenuNode[] {
  const visible = pages.filter((p) => p.status === 'published' && p.showInMenu !== false)
  const ids = new Set(visible.map((p) => p.id))
  const byParent = new Map<number | null, MenuPageEntry[]>()
  for (const page of visible) {
    const pid = relationId(page.parent)
    // A parent that is not visible (or the page itself) hides the entry.
    const slot = pid === null ? null : pid !== page.id && ids.has(pid) ? pid : undefined
    if (slot === undefined) continue
    const list = byParent.get(slot) ?? []
    list.push(page)
    byParent.set(slot, list)
  }
  const order = (a: MenuPageEntry, b: MenuPageEntry) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id

  const seen = new Set<number>()
  const build = (pid: number | null): MenuNode[] =>
    (byParent.get(pid) ?? [])
      .filter((p) => !seen.has(p.id))
      .sort(order)
      .map((page) => {
        seen.add(page.id)
        const href = hrefOf(page.key)
        const children = build(page.id)
        const current = sameHref(href, currentHref)
        return {
          id: page.id,
          key: page.key,
          label: page.title,
          href,
          current,
          active: current || children.some((c) => c.active),
          children,
        }
      })
  return build(null)
}

/** The tree with `current` and `active` set for the page at `currentHref` (and cleared elsewhere). */
export function withCurrent(nodes: MenuNode[], currentHref: string | undefined): MenuNode[] {
  return nodes.map((node) => {
    const children = withCurrent(node.children, currentHref)
    const current = sameHref(node.href, currentHref)
    return { ...node, current, active: current || children.some((c) => c.active), children }
  })
}

/**
 * The tree without the entries that lead to one of `hrefs` (the drawer's own buttons), so the
 * drawer never lists a page twice. An entry with children stays: it is also their heading.
 */
export function withoutLinksTo(nodes: MenuNode[], hrefs: string[]): MenuNode[] {
  return nodes
    .map((node) => ({ ...node, children: withoutLinksTo(node.children, hrefs) }))
    .filter((node) => node.children.length > 0 || !hrefs.some((href) => sameHref(node.href, href)))
}

/** Every link of the tree, depth first. */
export function hrefsOf(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.href, ...hrefsOf(node.children)])
}
