/**
 * First-load JavaScript of the public pages, a form page and the owner portal's pages (logged in
 * as the sample owner), and its rows: each against its budget and against the bare Next page.
 */
import { FIRST_LOAD_METHOD, measureFirstLoadJs, type FirstLoadJs } from './first-load-js'
import { firstPortalProperty, ownerSessionCookie } from './owner-session'
import { budgetRow, infoRow, kb, type Row } from './report'
import type { WrkResult } from './wrk'
import { expect200, say, times } from './harness'
import type { BareFigures } from './measure-bare'
import { budgetBareRatio, budgetGzipBytes, formPageExtraBytes, locale, portalBudgetGzipBytes, table } from './options'

export interface PageFigures {
  label: string
  path: string
  firstLoad: FirstLoadJs
  /** The median of `runs` (wrk). */
  load?: WrkResult
  runs?: WrkResult[]
}

/** The pages' first loads, in the order the bench prints them; `contact` is the form page's path. */
export async function measureFirstLoads(
  base: string,
  targets: Array<{ label: string; path: string }>,
): Promise<{ pages: PageFigures[]; formPage: PageFigures; portalPages: PageFigures[]; contact: string }> {
  const pages: PageFigures[] = []
  const portalPages: PageFigures[] = []
  say(`\nFirst-load JavaScript (${FIRST_LOAD_METHOD})`)
  let homeScripts: Set<string> | undefined
  for (const t of targets) {
    const firstLoad = await measureFirstLoadJs(base + t.path)
    pages.push({ ...t, firstLoad })
    homeScripts ??= new Set(firstLoad.scripts.map((s) => s.src))
    const own = firstLoad.scripts.filter((s) => !homeScripts!.has(s.src))
    say(
      `  ${t.label.padEnd(8)} ${kb(firstLoad.totalGzipBytes).padStart(9)} gzip (${kb(firstLoad.totalBytes)} raw) ` +
        `in ${firstLoad.scripts.length} files  ${t.path}`,
    )
    for (const s of t.label === 'home' ? firstLoad.scripts : own) {
      say(`           ${kb(s.gzipBytes).padStart(9)} gzip  ${s.src}`)
    }
  }

  // A page with a form: its first load may carry at most 30 KB more than the home
  // page; its form's script and proof-of-work widget load after, once the form is in view.
  const contact = table.href({ kind: 'page', key: 'contact' }, locale)
  await expect200(base, contact)
  const formPage: PageFigures = {
    label: 'form page',
    path: contact,
    firstLoad: await measureFirstLoadJs(base + contact),
  }
  say(
    `  ${'form'.padEnd(8)} ${kb(formPage.firstLoad.totalGzipBytes).padStart(9)} gzip ` +
      `(${kb(formPage.firstLoad.totalBytes)} raw) in ${formPage.firstLoad.scripts.length} files  ${contact}`,
  )

  // The owner portal, as the sample owner sees it once logged in.
  const cookie = await ownerSessionCookie(base, locale)
  const portal = `/${locale}/portal/`
  for (const [label, pagePath] of [
    ['portal', portal],
    ['portal property', await firstPortalProperty(base, locale, cookie)],
  ]) {
    const firstLoad = await measureFirstLoadJs(base + pagePath, cookie)
    portalPages.push({ label, path: pagePath, firstLoad })
    say(
      `  ${label.padEnd(8)} ${kb(firstLoad.totalGzipBytes).padStart(9)} gzip ` +
        `(${kb(firstLoad.totalBytes)} raw) in ${firstLoad.scripts.length} files  ${pagePath}`,
    )
  }
  return { pages, formPage, portalPages, contact }
}

/** The sizes' rows: first-load JavaScript against its budgets and against the bare Next page. */
export function firstLoadRows(
  rows: Row[],
  pages: PageFigures[],
  formPage: PageFigures | undefined,
  portalPages: PageFigures[],
  bare: BareFigures | undefined,
): void {
  const firstLoadRow = (p: PageFigures, budget: number) =>
    budgetRow(
      `first-load JS, ${p.label} (gzip)`,
      kb(p.firstLoad.totalGzipBytes),
      `<= ${kb(budget)}`,
      p.firstLoad.totalGzipBytes <= budget,
    )
  for (const p of pages) rows.push(firstLoadRow(p, budgetGzipBytes))
  if (formPage) {
    const extra = formPage.firstLoad.totalGzipBytes - pages[0].firstLoad.totalGzipBytes
    rows.push(
      budgetRow(
        'first-load JS, form page, more than home (gzip)',
        kb(extra),
        `<= ${kb(formPageExtraBytes)}`,
        extra <= formPageExtraBytes,
      ),
    )
  }
  for (const p of portalPages) rows.push(firstLoadRow(p, portalBudgetGzipBytes))
  if (bare) {
    rows.push(infoRow('first-load JS, bare Next page (gzip)', kb(bare.firstLoad.totalGzipBytes)))
    for (const p of [...pages, ...(formPage ? [formPage] : [])]) {
      const ratio = p.firstLoad.totalGzipBytes / bare.firstLoad.totalGzipBytes
      rows.push(
        budgetRow(
          `first-load JS, ${p.label} / bare Next page`,
          times(ratio),
          `<= ${times(budgetBareRatio)}`,
          ratio <= budgetBareRatio,
        ),
      )
    }
  }
}
