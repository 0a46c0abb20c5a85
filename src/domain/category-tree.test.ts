import { describe, expect, it } from 'vitest'
import { buildCategoryTree, findNode, subtreeIds, type CategoryItem } from './category-tree'

const labels = (nodes: { label: string }[]) => nodes.map((n) => n.label)

const items: CategoryItem[] = [
  { id: 1, name: 'Kopen', webId: 1 },
  { id: 2, name: 'Verkopen', webId: 2 },
  { id: 3, name: 'Verhuren', webId: 3 },
  { id: 11, parentId: 1, name: 'Nieuwbouw', webId: 12 },
  { id: 12, parentId: 1, name: 'Aankoopbegeleiding', webId: 11 },
  { id: 21, parentId: 2, name: 'Waardebepaling', webId: 21 },
  { id: 211, parentId: 21, name: 'Online schatting', webId: 211 },
]

describe('buildCategoryTree', () => {
  it("gives every node id, parentid, value 'ID-Name', label and the item", () => {
    const [kopen] = buildCategoryTree(items, { rootSort: 'webId' })
    expect(kopen).toMatchObject({ id: 1, parentid: null, value: '1-Kopen', label: 'Kopen', item: items[0] })
    expect(kopen.children[0]).toMatchObject({ id: 12, parentid: 1, value: '12-Aankoopbegeleiding' })
  })

  it('sorts roots by label or by WebID, children always by label', () => {
    const byLabel = buildCategoryTree(items, { rootSort: 'label' })
    expect(labels(byLabel)).toEqual(['Kopen', 'Verhuren', 'Verkopen'])
    const byWebId = buildCategoryTree(items, { rootSort: 'webId' })
    expect(labels(byWebId)).toEqual(['Kopen', 'Verkopen', 'Verhuren'])
    // WebIDs 12 and 11 would put Nieuwbouw first; children go by label.
    expect(labels(byWebId[0].children)).toEqual(['Aankoopbegeleiding', 'Nieuwbouw'])
    expect(labels(byWebId[1].children[0].children)).toEqual(['Online schatting'])
  })

  it('sorts by label by default and puts roots without a WebID last', () => {
    expect(labels(buildCategoryTree(items))).toEqual(['Kopen', 'Verhuren', 'Verkopen'])
    const tree = buildCategoryTree(
      [
        { id: 1, name: 'B' },
        { id: 2, name: 'A', webId: 9 },
        { id: 3, name: 'C', webId: 1 },
      ],
      { rootSort: 'webId' },
    )
    expect(labels(tree)).toEqual(['C', 'A', 'B'])
  })

  it('sorts accented labels with their letter, case-insensitively', () => {
    const tree = buildCategoryTree(
      [
        { id: 1, name: 'Vente' },
        { id: 2, name: 'état des lieux' },
        { id: 3, name: 'Estimation' },
        { id: 4, name: 'Gestion' },
      ],
      { locale: 'fr' },
    )
    expect(labels(tree)).toEqual(['Estimation', 'état des lieux', 'Gestion', 'Vente'])
    const de = buildCategoryTree(
      [
        { id: 1, name: 'Zins' },
        { id: 2, name: 'Ärger' },
        { id: 3, name: 'Bau' },
      ],
      {
        locale: 'de',
      },
    )
    expect(labels(de)).toEqual(['Ärger', 'Bau', 'Zins'])
  })

  it('makes a category whose parent is missing a root', () => {
    const tree = buildCategoryTree([
      { id: 1, name: 'Kopen' },
      { id: 5, parentId: 99, name: 'Wees' },
    ])
    expect(labels(tree)).toEqual(['Kopen', 'Wees'])
    expect(tree[1].parentid).toBeNull()
  })

  it('never loops on a cycle: the categories on it become roots, their children stay', () => {
    const tree = buildCategoryTree([
      { id: 1, parentId: 2, name: 'A' },
      { id: 2, parentId: 1, name: 'B' },
      { id: 3, parentId: 3, name: 'Self' },
      { id: 4, parentId: 2, name: 'Child of B' },
    ])
    expect(labels(tree)).toEqual(['A', 'B', 'Self'])
    expect(labels(tree[1].children)).toEqual(['Child of B'])
  })

  it('keeps the first of duplicate ids and ignores items without an id', () => {
    const tree = buildCategoryTree([
      { id: 1, name: 'First' },
      { id: 1, name: 'Second' },
      { id: '', name: 'No id' },
    ] as CategoryItem[])
    expect(labels(tree)).toEqual(['First'])
  })

  it('matches parents given as text or number', () => {
    const tree = buildCategoryTree([
      { id: 1, name: 'Root' },
      { id: '2', parentId: '1', name: 'Child' },
    ])
    expect(labels(tree[0].children)).toEqual(['Child'])
  })

  it('returns an empty tree for no items', () => {
    expect(buildCategoryTree([])).toEqual([])
  })
})

describe('subtreeIds and findNode', () => {
  it('lists a node with everything below it', () => {
    const tree = buildCategoryTree(items, { rootSort: 'webId' })
    const verkopen = findNode(tree, 2)
    expect(verkopen?.label).toBe('Verkopen')
    expect(subtreeIds(verkopen!)).toEqual([2, 21, 211])
    expect(findNode(tree, 404)).toBeNull()
  })
})
