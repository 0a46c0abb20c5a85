/**
 * A page's `<body>` markup for the bare Next app's per-request pages (bare-next.ts): what the
 * site sent inside `<body>`, without its scripts (the bare page brings Next's own). Parsed and
 * written back with htmlparser2, so a script is whatever the HTML parser calls one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'

/** The pages the bare app renders per request, each from its own file in the markup folder. */
export const MARKUP_PAGES = ['list', 'property', 'portal'] as const
export type MarkupPage = (typeof MARKUP_PAGES)[number]
export type PageMarkup = Record<MarkupPage, string>

/** The inner markup of the document's `<body>`, its `<script>` elements removed. */
export function bodyMarkup(html: string): string {
  const document = parseDocument(html)
  const body = DomUtils.findOne((e) => e.name === 'body', document.children, true)
  if (!body) throw new Error('the page has no <body>')
  for (const script of DomUtils.findAll((e) => e.name === 'script', body.children)) DomUtils.removeElement(script)
  // Written back as the site writes it: UTF-8 text, empty attributes with their `=""`.
  return DomUtils.getInnerHTML(body, { encodeEntities: 'utf8', emptyAttrs: true })
}

/** Writes each page's markup to `{dir}/{page}.html`, where the bare app reads it. */
export function writeMarkup(dir: string, markup: PageMarkup): void {
  fs.mkdirSync(dir, { recursive: true })
  for (const page of MARKUP_PAGES) fs.writeFileSync(path.join(dir, `${page}.html`), markup[page])
}
