import type React from 'react'
import type { TopBarIcon } from './queries'

/* Small line icons drawn for the shell: decorative (aria-hidden), coloured by currentColor. */

export const iconPaths: Record<TopBarIcon, React.ReactNode> = {
  phone: (
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.6V4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H8.6v3.2h2.7V21" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2.5" />
      <path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.2c0-1.6 1-2.7 2.5-2.7s2.5 1 2.5 2.7V17" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.4 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 .8a4.5 4.5 0 0 1-2.2-2.2l.8-1-1-2z" />
    </>
  ),
}

/**
 * The one drawing frame of every shell icon: a 24-unit line drawing in currentColor. The drawing
 * style is the `line-icon` class (globals.css) rather than five attributes: the shell repeats
 * its icons on every page, in the HTML and again in React's payload.
 */
export function LineIcon({
  size,
  thin = false,
  className,
  style,
  children,
}: {
  size: number
  /** A 1.8-unit stroke instead of 2. */
  thin?: boolean
  className?: string
  style?: React.CSSProperties
  children: React.ReactNode
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={['line-icon', thin ? 'line-icon-thin' : '', className ?? ''].filter(Boolean).join(' ')}
      {...(style ? { style } : {})}
    >
      {children}
    </svg>
  )
}

export function TopBarIconSvg({ name, color }: { name: TopBarIcon; color?: string }) {
  return (
    <LineIcon size={16} thin className="size-4 shrink-0" style={color ? { color } : undefined}>
      {iconPaths[name]}
    </LineIcon>
  )
}

export function ChevronDown({ className = 'size-4' }: { className?: string }) {
  return (
    <LineIcon size={16} className={className}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  )
}

export const MenuIcon = () => (
  <LineIcon size={24}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
)

export const CloseIcon = () => (
  <LineIcon size={24}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
)

export const ArrowUpIcon = () => (
  <LineIcon size={20}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </LineIcon>
)
