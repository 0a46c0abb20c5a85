import { TopBarIconSvg } from './icons'
import type { TopBarData, TopBarItem } from './queries'

function Item({ item, newTabLabel }: { item: TopBarItem; newTabLabel: string }) {
  const icon = item.icon ? <TopBarIconSvg name={item.icon} color={item.color} /> : null
  if (!item.link) {
    return (
      <span className="inline-flex min-h-9 items-center gap-2">
        {icon}
        <span>{item.label}</span>
      </span>
    )
  }
  const { href, newTab } = item.link
  return (
    <a
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      // Under 767 px a linked item with an icon shrinks to a 44 px icon button; its label stays for screen readers.
      className={icon ? 'top-bar-link top-bar-link-icon' : 'top-bar-link'}
    >
      {icon}
      <span className={icon ? 'max-md:sr-only' : undefined}>{item.label}</span>
      {newTab ? <span className="sr-only"> ({newTabLabel})</span> : null}
    </a>
  )
}

function List({ items, newTabLabel, className }: { items: TopBarItem[]; newTabLabel: string; className?: string }) {
  if (!items.length) return null
  return (
    <ul
      className={className ? `flex flex-wrap items-center gap-x-4 ${className}` : 'flex flex-wrap items-center gap-x-4'}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Item item={item} newTabLabel={newTabLabel} />
        </li>
      ))}
    </ul>
  )
}

/** The strip above the header (docs/rules/page-shell.md): left and right items from the 'top-bar' global. */
export function TopBar({ data, label, newTabLabel }: { data: TopBarData; label: string; newTabLabel: string }) {
  return (
    <section aria-label={label} data-testid="top-bar" className="bg-brand text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 md:px-6">
        <List items={data.left} newTabLabel={newTabLabel} />
        <List items={data.right} newTabLabel={newTabLabel} className="ml-auto" />
      </div>
    </section>
  )
}
