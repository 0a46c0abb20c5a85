import { unbrokenPhone } from '@/domain/phone'
import { TopBarIconSvg } from './icons'
import type { TopBarData, TopBarItem } from './queries'
import { focusRingInset } from './ui'

/** Under 767 px the bar keeps only these, as 44 px icon buttons in one row; the drawer lists every item. */
const staysOnPhones = (item: TopBarItem) => !!(item.icon && item.link)

function Item({ item, newTabLabel, inDrawer }: { item: TopBarItem; newTabLabel: string; inDrawer?: boolean }) {
  // An item's colour is chosen against the brand-coloured bar, not the white drawer.
  const icon = item.icon ? <TopBarIconSvg name={item.icon} color={inDrawer ? undefined : item.color} /> : null
  if (!item.link) {
    return (
      <span
        className={inDrawer ? 'flex min-h-11 items-center gap-2 px-3 py-2' : 'inline-flex min-h-9 items-center gap-2'}
      >
        {icon}
        <span>{item.label}</span>
      </span>
    )
  }
  const { href, newTab } = item.link
  // The text of a phone link stays on one line, the hidden words included (they are part of it).
  const unbroken = href.toLowerCase().startsWith('tel:') ? unbrokenPhone : (text: string) => text
  const className = inDrawer
    ? `flex min-h-11 items-center gap-2 rounded-md px-3 py-2 hover:bg-slate-100 ${focusRingInset}`
    : // Under 767 px a linked item with an icon shrinks to a 44 px icon button; its label stays for screen readers.
      icon
      ? 'top-bar-link top-bar-link-icon'
      : 'top-bar-link'
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={className}>
      {icon}
      <span className={icon && !inDrawer ? 'max-md:sr-only' : undefined}>{unbroken(item.label)}</span>
      {newTab ? <span className="sr-only">{unbroken(` (${newTabLabel})`)}</span> : null}
    </a>
  )
}

function List({ items, newTabLabel, className }: { items: TopBarItem[]; newTabLabel: string; className?: string }) {
  if (!items.length) return null
  return (
    <ul className={`flex shrink-0 items-center gap-x-4 md:shrink md:flex-wrap ${className ?? ''}`}>
      {/* Keyed by place: the bar comes whole with every page, and a CMS id would add to each page's payload. */}
      {items.map((item, i) => (
        <li key={i} {...(staysOnPhones(item) ? {} : { className: 'max-md:hidden' })}>
          <Item item={item} newTabLabel={newTabLabel} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The strip above the header (docs/rules/page-shell.md): left and right items from the 'top-bar'
 * global. On phones one row of icon links (scrolling sideways if there are many), or nothing
 * when no item is an icon link.
 */
export function TopBar({ data, label, newTabLabel }: { data: TopBarData; label: string; newTabLabel: string }) {
  const onPhones = [...data.left, ...data.right].some(staysOnPhones)
  return (
    <section
      aria-label={label}
      data-testid="top-bar"
      className={`bg-brand text-sm text-white ${onPhones ? '' : 'max-md:hidden'}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 overflow-x-auto px-4 md:flex-wrap md:gap-x-6 md:overflow-visible md:px-6">
        <List items={data.left} newTabLabel={newTabLabel} />
        <List items={data.right} newTabLabel={newTabLabel} className="ml-auto" />
      </div>
    </section>
  )
}

/** Every top-bar item with its text, for the drawer (phones and tablets). */
export function TopBarDrawerList({
  data,
  label,
  newTabLabel,
}: {
  data: TopBarData
  label: string
  newTabLabel: string
}) {
  const items = [...data.left, ...data.right]
  if (!items.length) return null
  return (
    // A named list, not a second region of the same name as the bar's (landmarks must differ).
    <div data-testid="drawer-top-bar" className="border-t border-slate-200 pt-4 text-[15px]">
      <ul aria-label={label} className="flex flex-col">
        {items.map((item, i) => (
          <li key={i}>
            <Item item={item} newTabLabel={newTabLabel} inDrawer />
          </li>
        ))}
      </ul>
    </div>
  )
}
