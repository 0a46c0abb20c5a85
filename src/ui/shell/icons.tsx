import type React from 'react'
import type { TopBarIcon } from './queries'
import './icons.css'

export type IconName = TopBarIcon | 'chevron-down' | 'menu' | 'close' | 'arrow-up' | 'calendar'

/**
 * A decorative icon (aria-hidden) in the text colour, drawn by icons.css; `className` gives its
 * size (`size-4` …).
 */
export function Icon({ name, className, style }: { name: IconName; className: string; style?: React.CSSProperties }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} {...(style ? { style } : {})} />
}

export function TopBarIconSvg({ name, color }: { name: TopBarIcon; color?: string }) {
  return <Icon name={name} className="size-4" style={color ? { color } : undefined} />
}

export const ChevronDown = ({ className = 'size-4' }: { className?: string }) => (
  <Icon name="chevron-down" className={className} />
)

export const MenuIcon = () => <Icon name="menu" className="size-6" />

export const CloseIcon = () => <Icon name="close" className="size-6" />

export const ArrowUpIcon = () => <Icon name="arrow-up" className="size-5" />
