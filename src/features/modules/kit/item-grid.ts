/** Full literal class names, so Tailwind's scanner finds them. */
const desktopColumns: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
}

/** The items of a module (numberItemOfRow): one column on small phones, two from 640 px, `perRow` (1–6) on desktops. */
export function itemGridClass(perRow: number | null | undefined, fallback: number): string {
  const n = Math.min(6, Math.max(1, Math.round(perRow ?? fallback) || fallback))
  return `grid grid-cols-1 gap-6 ${n >= 2 ? 'sm:grid-cols-2' : ''} ${desktopColumns[n]}`
}
