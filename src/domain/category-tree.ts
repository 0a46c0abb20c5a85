/**
 * The category tree (docs/rules/content-and-modules.md): items {ID, ParentID, Name, WebID} become nodes {id, parentid, value
 * ('ID-Name'), label, item}; children sorted by label, roots by label or WebID. Data from the
 * back office can be inconsistent, so a missing parent makes a root and a cycle never loops.
 */
export type CategoryId = string | number

export interface CategoryItem {
  id: CategoryId
  parentId?: CategoryId | null
  name?: string | null
  webId?: number | null
}

export interface CategoryNode<T extends CategoryItem = CategoryItem> {
  id: CategoryId
  /** The parent's id, or null for a root (also for an orphan or a member of a cycle). */
  parentid: CategoryId | null
  value: string
  label: string
  item: T
  children: CategoryNode<T>[]
}

export interface TreeOptions {
  rootSort?: 'label' | 'webId'
  /** Language of the labels, for sorting ('É' beside 'E', 'Ä' as in German). */
  locale?: string
}

const key = (id: CategoryId | null | undefined) => (id === null || id === undefined ? '' : String(id))

export function buildCategoryTree<T extends CategoryItem>(
  items: readonly T[],
  { rootSort = 'label', locale }: TreeOptions = {},
): CategoryNode<T>[] {
  const nodes = new Map<string, CategoryNode<T>>()
  for (const item of items) {
    const id = key(item?.id)
    if (!id || nodes.has(id)) continue // the first of duplicate ids wins
    const label = typeof item.name === 'string' ? item.name.trim() : ''
    nodes.set(id, { id: item.id, parentid: null, value: `${item.id}-${label}`, label, item, children: [] })
  }

  const parentKey = (node: CategoryNode<T>) => {
    const p = key(node.item.parentId)
    return p && p !== key(node.id) && nodes.has(p) ? p : ''
  }
  // A node is on a cycle when walking up from it comes back to it; such nodes become roots.
  const onCycle = (start: string) => {
    const seen = new Set<string>()
    for (let at = parentKey(nodes.get(start)!); at; at = parentKey(nodes.get(at)!)) {
      if (at === start) return true
      if (seen.has(at)) return false // a cycle higher up, not through this node
      seen.add(at)
    }
    return false
  }

  const roots: CategoryNode<T>[] = []
  for (const [id, node] of nodes) {
    const p = parentKey(node)
    if (p && !onCycle(id)) {
      const parent = nodes.get(p)!
      node.parentid = parent.id
      parent.children.push(node)
    } else roots.push(node)
  }

  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const byLabel = (a: CategoryNode<T>, b: CategoryNode<T>) =>
    collator.compare(a.label, b.label) || key(a.id).localeCompare(key(b.id))
  const webIdOf = (n: CategoryNode<T>) =>
    typeof n.item.webId === 'number' && Number.isFinite(n.item.webId) ? n.item.webId : Number.POSITIVE_INFINITY
  // Roots without a WebID come last, in label order.
  const byWebId = (a: CategoryNode<T>, b: CategoryNode<T>) => {
    const wa = webIdOf(a)
    const wb = webIdOf(b)
    return wa === wb ? byLabel(a, b) : wa < wb ? -1 : 1
  }
  const sortChildren = (list: CategoryNode<T>[]) => {
    for (const n of list) {
      n.children.sort(byLabel)
      sortChildren(n.children)
    }
  }
  roots.sort(rootSort === 'webId' ? byWebId : byLabel)
  sortChildren(roots)
  return roots
}

/** The ids of a node and all nodes below it. */
export function subtreeIds<T extends CategoryItem>(node: CategoryNode<T>): CategoryId[] {
  return [node.id, ...node.children.flatMap((c) => subtreeIds(c))]
}

/** A node anywhere in the tree by id, or null. */
export function findNode<T extends CategoryItem>(
  roots: readonly CategoryNode<T>[],
  id: CategoryId,
): CategoryNode<T> | null {
  for (const n of roots) {
    if (key(n.id) === key(id)) return n
    const inner = findNode(n.children, id)
    if (inner) return inner
  }
  return null
}
