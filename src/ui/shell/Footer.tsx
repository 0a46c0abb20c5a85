import { NavLink } from './NavLink'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import type { FooterColumn } from './footer-data'

export interface FooterLink {
  key: string
  href: string
  label: string
}

/** The look of a legal link (and of the cookie settings button beside them). */
export const footerLinkClass = 'footer-link'

/** Footer (docs/rules/page-shell.md): configured columns on a 12-column grid, the copyright line, legal links. */
export function Footer({
  columns,
  copyright,
  legalLinks,
  legalLabel,
  legalExtra,
  children,
}: {
  columns: FooterColumn[]
  copyright: string
  legalLinks: FooterLink[]
  legalLabel: string
  /** One more entry after the legal links (the cookie settings button). */
  legalExtra?: ReactNode
  children?: ReactNode
}) {
  return (
    <footer data-testid="site-footer" className="bg-brand-dark text-white">
      {columns.length ? (
        <div className="mx-auto grid max-w-7xl grid-cols-12 gap-x-6 gap-y-10 px-4 py-12 md:px-6 lg:py-16">
          {/* Keyed by place: the footer comes whole with every page, and a CMS id would add to each page's payload. */}
          {columns.map((col, i) => (
            <div key={i} className={col.className}>
              {col.title ? <h2 className="text-lg font-semibold">{col.title}</h2> : null}
              {col.introText ? <p className="footer-intro">{col.introText}</p> : null}
              {col.fullText ? <p className="footer-text">{col.fullText}</p> : null}
              {col.images.length ? (
                <div className="mt-4 flex flex-wrap items-center gap-4">
                  {col.images.map((img, i) => (
                    // At most 6rem high at its natural width: one 400 px rendition, no srcset.
                    <ResponsiveImage
                      key={`${img.id}-${i}`}
                      image={img}
                      use={['w400']}
                      sizes="24rem"
                      className="h-auto max-h-24 w-auto max-w-full"
                    />
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      <div className={columns.length ? 'border-t border-white/15' : undefined}>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-white/85 md:flex-row md:items-center md:justify-between md:px-6">
          <p>{copyright}</p>
          {legalLinks.length || legalExtra ? (
            <nav aria-label={legalLabel}>
              <ul className="flex flex-wrap gap-x-6">
                {legalLinks.map((l) => (
                  <li key={l.key}>
                    <NavLink href={l.href} className={footerLinkClass}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
                {legalExtra ? <li>{legalExtra}</li> : null}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      {children}
    </footer>
  )
}
