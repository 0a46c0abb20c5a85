'use client'

import { NavLink } from './NavLink'
import { usePathname } from 'next/navigation'
import { useMemo } from 'react'
import { ChevronDown } from './icons'
import { withCurrent, withoutLinksTo, type MenuNode } from './menu'
import { focusRingInset } from './ui'

/*
 * The main menu in two forms. Desktop: a bar whose sub-entries open on hover and on keyboard
 * focus through CSS alone (group-hover / group-focus-within). Drawer: the same entries as
 * nested lists, handed to the dialog. A client component only to mark the current page from the
 * URL (on the server too): the tree it is handed is then the same on every page of a language,
 * and the drawer's is the header's own (Shell.tsx), sent once in the page's payload.
 */

/** A filtered list is served from a path with the query folded into a last `_q…` segment. */
const listSegment = /\/_q[A-Za-z0-9_-]+\/?$/

function DropdownList({ items }: { items: MenuNode[] }) {
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.id}>
          <NavLink href={item.href} aria-current={item.current ? 'page' : undefined} className="menu-dropdown-link">
            {item.label}
          </NavLink>
          {item.children.length ? (
            <div className="pl-3">
              <DropdownList items={item.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

// Entries stay on one line (globals.css: .menu-link); the type is a little smaller until 1536 px so German fits at 1280 px.
function DesktopMenu({ items, label }: { items: MenuNode[]; label: string }) {
  return (
    <nav aria-label={label} data-testid="main-menu" className="hidden lg:ml-auto lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.id} className="group/item relative">
            <NavLink
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              data-active={item.active ? 'true' : undefined}
              className="menu-link"
            >
              {item.label}
              {item.children.length ? <ChevronDown className="size-4 opacity-80" /> : null}
            </NavLink>
            {item.children.length ? (
              <div className="menu-dropdown">
                <DropdownList items={item.children} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function DrawerList({ items, nested = false }: { items: MenuNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'ml-4 border-l border-slate-200 pl-2' : 'flex flex-col'}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-md px-3 py-2 hover:bg-slate-100 aria-[current=page]:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand ${nested ? 'text-[15px]' : 'text-base font-medium'} ${focusRingInset}`}
          >
            {item.label}
          </NavLink>
          {item.children.length ? <DrawerList items={item.children} nested /> : null}
        </li>
      ))}
    </ul>
  )
}

export function MainMenu({
  items,
  omit,
  label,
  variant,
}: {
  items: MenuNode[]
  /** Entries leading to these links are left out (withoutLinksTo): the drawer's own buttons. */
  omit?: string[]
  label: string
  variant: 'desktop' | 'drawer'
}) {
  const pathname = usePathname()
  const marked = useMemo(
    () => withCurrent(omit ? withoutLinksTo(items, omit) : items, pathname.replace(listSegment, '/')),
    [items, omit, pathname],
  )
  if (!marked.length) return null
  if (variant === 'desktop') return <DesktopMenu items={marked} label={label} />
  return (
    <nav aria-label={label} data-testid="main-menu">
      <DrawerList items={marked} />
    </nav>
  )
}
