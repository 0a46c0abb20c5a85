'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Fetch the page's data when the visitor shows intent (pointer over, touch, focus); default true. */
  prefetch?: boolean
}

/** A click the browser should handle itself: a new tab or window, a download, another target. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const a = event.currentTarget
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (a.target !== '' && a.target !== '_self') ||
    a.hasAttribute('download')
  )
}

/**
 * The site's links: a plain `<a>` (it works before and without JavaScript) that the app router
 * follows without reloading the page, its data fetched as soon as the visitor shows intent.
 * Instead of next/link, which costs every page about 4 kB of gzip script for prefetching each
 * link that scrolls into view: on a list page that is a request per card, most never opened.
 */
export function NavLink({ href, prefetch = true, onClick, ...rest }: Props) {
  const router = useRouter()
  const intent = prefetch ? () => router.prefetch(href) : undefined
  return (
    <a
      {...rest}
      href={href}
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={(event) => {
        onClick?.(event)
        if (leftToTheBrowser(event)) return
        const to = new URL(href, window.location.href)
        const here = window.location
        if (to.origin !== here.origin) return
        // A jump within the page is the browser's.
        if (to.hash && to.pathname === here.pathname && to.search === here.search) return
        event.preventDefault()
        router.push(to.pathname + to.search + to.hash)
      }}
    />
  )
}
