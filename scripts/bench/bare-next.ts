/**
 * A bare Next.js app, the yardstick of the bench: the same `next` and `react` as the site (from
 * its node_modules), the default configuration, one static page and no library. Its page is
 * padded with a plain list of cards (the sample listings' texts) until its HTML weighs what the
 * site's list page weighs, so requests/s of the two compare the work of serving equal bytes.
 *
 * Beside it, three pages rendered on every request (`dynamic = 'force-dynamic'`), the floor of a
 * first render: `/render/list`, `/render/property` and `/render/portal` each render the `<body>`
 * markup of that page of the site (scripts removed, markup.ts) as a React element tree, with no
 * data access. The markup is read from `markup/{page}.html` in the app's folder (BARE_MARKUP_DIR),
 * written by the bench before each start, and parsed into React elements with html-react-parser
 * once per server process (at a page's first request, the warm-up): new markup needs no build.
 *
 * The app is generated into a folder under var/, built with `next build` and served with
 * `next start`; a stamp keeps the build while Next, React, this generator and the target weight
 * (within 2 %) stay the same.
 *
 * Turbopack compiles the `src/proxy.ts` (and any `src/instrumentation.ts`) of its workspace root:
 * with the repository as root, the bare app would run the site's own proxy. So the
 * bare app is its own root, with hard links to the packages it needs (next, react, react-dom and
 * what they depend on) in a node_modules of its own: Turbopack compiles nothing outside its root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { properties as sampleProperties } from '../../seed/data/properties'
import { MARKUP_PAGES, writeMarkup, type MarkupPage, type PageMarkup } from './markup'
import { locales } from '../../src/i18n/locales'
import { nextCli } from '../next-cli'

/** Bump when the generated sources change: the stamp then asks for a new build. */
const GENERATOR_VERSION = 6
/** How far the bare page's HTML may be from the target before it is built again. */
export const WEIGHT_TOLERANCE = 0.02
/** A bare Next page's HTML without padding (measured here: about 7 KB), for the first guess. */
const FIRST_GUESS_OVERHEAD = 7_000
/** HTML bytes per card (measured here: about 2.4 KB: its markup, and its text again in React's payload). */
const FIRST_GUESS_CARD_BYTES = 2_430

interface Stamp {
  key: string
  cards: number
  htmlBytes: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function versionOf(root: string, pkg: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
  ).version
}

/** The packages the bare app is built with, linked from the site's node_modules. */
const PACKAGES = ['next', 'react', 'react-dom', 'html-react-parser']

/** What the build depends on besides the padding: its packages' and this generator's versions. */
function stampKey(root: string): string {
  const versions = PACKAGES.map((p) => `${p}@${versionOf(root, p)}`).join(' ')
  return crypto.createHash('sha256').update(`${versions} generator ${GENERATOR_VERSION}`).digest('hex')
}

/**
 * Random characters per card: with them the bare page compresses about as well as the list page
 * (measured here: 18–19 % of its size gzip-compressed, the list 19.5 %); without, 15 %.
 */
const TOKEN_CHARS = 80

export interface Card {
  kicker: string
  title: string
  href: string
  price: string
  facts: string[]
  text: string
  photo: string
  /** Random letters and digits, as the list's ids, hashes and nonces: they make gzip work as hard. */
  token: string
}

/**
 * `count` cards made of the sample agency's listings, each listing in each language, cycled, in
 * the markup a list card has (photo with its renditions, kicker, linked title, price, facts,
 * the start of the description). Real text and markup in real proportions: compressing the page
 * costs what compressing the list costs (random words from a small vocabulary would cost more:
 * gzip spends its time on their many short matches).
 */
export function paddingCards(count: number): Card[] {
  let seed = 20261124
  const token = () =>
    Array.from({ length: TOKEN_CHARS }, () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
      return 'abcdefghijklmnopqrstuvwxyz0123456789'[seed % 36]
    }).join('')
  const all: Omit<Card, 'token'>[] = sampleProperties.flatMap((p, i) =>
    locales.map((l) => {
      const text = p.description.get(l)
      return {
        kicker: `${p.typeKey} · ${p.cityKey}`,
        title: p.title.get(l),
        href: `/${l}/${p.goal}/${p.cityKey}/${p.reference.toLowerCase()}/${i + 1}/`,
        price: `€ ${p.price.toLocaleString('nl-BE')}`,
        facts: [`${p.rooms?.bedrooms ?? 1} bedrooms`, `${p.surfaces?.living ?? 80} m²`],
        text: text.length > 200 ? `${text.slice(0, 200)}…` : text,
        photo: `/photos/${p.photoKinds[0] ?? 'house'}-${(i % 3) + 1}`,
      }
    }),
  )
  return Array.from({ length: count }, (_, i) => ({ ...all[i % all.length], token: token() }))
}

/**
 * The packages `names` need, hoisted in `root`'s node_modules: each one's dependencies and
 * optional dependencies (the platform's SWC binary among them) that are installed.
 */
export function packageClosure(root: string, names: string[]): string[] {
  const found = new Set<string>()
  const queue = [...names]
  while (queue.length) {
    const name = queue.pop()!
    if (found.has(name)) continue
    const manifest = path.join(root, 'node_modules', name, 'package.json')
    if (!fs.existsSync(manifest)) continue
    found.add(name)
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>
      optionalDependencies?: Record<string, string>
    }
    queue.push(...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }))
  }
  return [...found].sort()
}

/** Hard links (a copy where links fail) of the packages the bare app needs, into its node_modules. */
function linkPackages(root: string, dir: string): void {
  for (const name of packageClosure(root, PACKAGES)) {
    const from = path.join(root, 'node_modules', name)
    const to = path.join(dir, 'node_modules', name)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    try {
      execFileSync('cp', ['-al', from, to], { stdio: 'ignore' })
    } catch {
      fs.cpSync(from, to, { recursive: true })
    }
  }
}

/** The bare page: a list of cards, rendered once at build (a static page). */
const PAGE_SOURCE = `import cards from './cards.json'

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <ul className="cards">
        {cards.map((card, i) => (
          <li key={i}>
            <article className="card" data-ref={card.token}>
              <div className="card-media">
                <img
                  src={card.photo + '-1360.webp'}
                  alt=""
                  srcSet={[400, 600, 1360].map((w) => card.photo + '-' + w + '.webp ' + w + 'w').join(', ')}
                  sizes="(min-width: 1280px) 380px, (min-width: 767px) 50vw, 100vw"
                  width="1360"
                  height="907"
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <div className="card-body">
                <p className="card-kicker">{card.kicker}</p>
                <h2 className="card-title">
                  <a href={card.href}>{card.title}</a>
                </h2>
                <p className="card-price">{card.price}</p>
                <ul className="card-facts">
                  {card.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
                <p className="card-text">{card.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </main>
  )
}
`

/**
 * The per-request pages' markup as React elements: each file parsed once per server process, at
 * the page's first request; every request then renders the same elements again.
 */
const MARKUP_SOURCE = `import fs from 'node:fs'
import path from 'node:path'
import parse from 'html-react-parser'

const dir = process.env.BARE_MARKUP_DIR ?? path.join(process.cwd(), 'markup')
const parsed = new Map()

export function markup(page) {
  if (!parsed.has(page)) parsed.set(page, parse(fs.readFileSync(path.join(dir, page + '.html'), 'utf8')))
  return parsed.get(page)
}
`

/** A page rendered on every request from the markup of one page of the site. */
const renderPageSource = (page: MarkupPage) => `import { markup } from '../../markup'

export const dynamic = 'force-dynamic'

export default function Page() {
  return markup(${JSON.stringify(page)})
}
`

/** The path of a per-request page of the bare app. */
export const renderPath = (page: MarkupPage) => `/render/${page}`

function writeSources(root: string, dir: string, cards: number): void {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true })
  linkPackages(root, dir)
  const abs = JSON.stringify(path.resolve(root, dir))
  // Its own root for Turbopack and file tracing (they would guess the repository's from its lockfile).
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `// Generated by scripts/bench/bare-next.ts: Next's defaults.\n` +
      `export default { turbopack: { root: ${abs} }, outputFileTracingRoot: ${abs} }\n`,
  )
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    `export const metadata = { title: 'Bare Next.js page' }\n\n` +
      `export default function RootLayout({ children }) {\n` +
      `  return (\n    <html lang="nl">\n      <body>{children}</body>\n    </html>\n  )\n}\n`,
  )
  fs.writeFileSync(path.join(dir, 'app', 'cards.json'), JSON.stringify(paddingCards(cards)))
  fs.writeFileSync(path.join(dir, 'app', 'page.js'), PAGE_SOURCE)
  fs.writeFileSync(path.join(dir, 'app', 'markup.js'), MARKUP_SOURCE)
  for (const page of MARKUP_PAGES) {
    fs.mkdirSync(path.join(dir, 'app', 'render', page), { recursive: true })
    fs.writeFileSync(path.join(dir, 'app', 'render', page, 'page.js'), renderPageSource(page))
  }
}

/** Where the per-request pages read their markup. */
const markupDir = (dir: string) => path.join(dir, 'markup')

/** The bare app's own `next` command (its linked copy). */
function nextBin(dir: string): string {
  return nextCli(dir)
}

function run(dir: string, args: string[], logFile: string): Promise<number> {
  const log = fs.openSync(logFile, 'a')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin(dir), ...args], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    })
    child.once('error', () => resolve(1))
    child.once('exit', (code) => {
      fs.closeSync(log)
      resolve(code ?? 1)
    })
  })
}

export interface BareServer {
  url: string
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()

/** Stops a running bare server (on Ctrl-C of the bench). */
export function stopBare(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
  }
}

/** `next start` of the built bare app on `port`, resolved once its page answers 200. */
export async function startBare(dir: string, port: number, logFile: string, nodeOptions?: string): Promise<BareServer> {
  const log = fs.openSync(logFile, 'a')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    BARE_MARKUP_DIR: markupDir(dir),
  }
  delete env.HOSTNAME
  if (nodeOptions !== undefined) env.NODE_OPTIONS = nodeOptions
  const child = spawn(process.execPath, [nextBin(dir), 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  })
  fs.closeSync(log)
  running.add(child)
  let exited = false
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      running.delete(child)
      resolve()
    }),
  )
  const url = `http://localhost:${port}/`
  const stop = async () => {
    if (exited) return
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    if (await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)])) return
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      /* gone */
    }
    await gone
  }
  const until = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`the bare Next app stopped during start-up; see ${logFile}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ok) return { url, stop }
    if (Date.now() > until) {
      await stop()
      throw new Error(`the bare Next app did not answer within 60 s; see ${logFile}`)
    }
    await sleep(500)
  }
}

/** The uncompressed size in bytes of the HTML at `url`. */
export async function htmlBytes(url: string): Promise<number> {
  const res = await fetch(url, { redirect: 'manual' })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}, not 200`)
  return Buffer.byteLength(await res.text())
}

export interface BareApp {
  server: BareServer
  /** The pages rendered on every request, by the page of the site whose markup they render. */
  renderUrls: Record<MarkupPage, string>
  /** The page's HTML, uncompressed. */
  htmlBytes: number
  /** Builds done in this run (0 when the stamp kept the last one). */
  builds: number
}

/**
 * Serves a bare Next page whose HTML weighs `targetBytes` (± WEIGHT_TOLERANCE) on `port`,
 * building it first unless the stamp says the last build fits. The HTML carries each paragraph
 * twice (the markup and React's payload), so a build is calibrated on the last one's weight;
 * a second build corrects a first guess that missed.
 */
export async function bareApp(options: {
  root: string
  dir: string
  port: number
  targetBytes: number
  logFile: string
  /** NODE_OPTIONS of its server (the site's server's, for a like-for-like comparison). */
  nodeOptions?: string
  /** The `<body>` markup of the site's pages, for the per-request pages. */
  markup: PageMarkup
  say: (m: string) => void
}): Promise<BareApp> {
  const { root, port, targetBytes, logFile, nodeOptions, say } = options
  const dir = path.resolve(root, options.dir)
  const started = async () => {
    writeMarkup(markupDir(dir), options.markup)
    const server = await startBare(dir, port, logFile, nodeOptions)
    const renderUrls = Object.fromEntries(
      MARKUP_PAGES.map((page) => [page, new URL(renderPath(page), server.url).href]),
    ) as Record<MarkupPage, string>
    return { server, renderUrls }
  }
  const stampFile = path.join(dir, '.next', 'bench-stamp.json')
  const key = stampKey(root)
  const fits = (bytes: number) => Math.abs(bytes - targetBytes) <= targetBytes * WEIGHT_TOLERANCE
  let stamp: Stamp | undefined
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp
  } catch {
    stamp = undefined
  }
  const known = stamp?.key === key ? stamp : undefined
  let builds = 0
  if (known && fits(known.htmlBytes) && fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    const { server, renderUrls } = await started()
    const bytes = await htmlBytes(server.url)
    if (fits(bytes)) return { server, renderUrls, htmlBytes: bytes, builds }
    await server.stop()
  }
  // A build's weight is its overhead plus its cards: the last build tells the bytes per card.
  const perCard = (from: Stamp | undefined) =>
    from && from.cards > 0 ? Math.max(1, (from.htmlBytes - FIRST_GUESS_OVERHEAD) / from.cards) : FIRST_GUESS_CARD_BYTES
  const cardsFor = (from: Stamp | undefined) =>
    Math.max(0, Math.round((targetBytes - FIRST_GUESS_OVERHEAD) / perCard(from)))
  let cards = cardsFor(known)
  for (;;) {
    say(`  building the bare Next.js page (${cards} cards of padding)…`)
    writeSources(root, dir, cards)
    fs.writeFileSync(logFile, '')
    const startedAt = Date.now()
    const code = await run(dir, ['build'], logFile)
    builds++
    if (code !== 0) throw new Error(`next build of the bare app failed (exit ${code}); see ${logFile}`)
    say(`  built in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`)
    const { server, renderUrls } = await started()
    const bytes = await htmlBytes(server.url)
    const built: Stamp = { key, cards, htmlBytes: bytes }
    fs.writeFileSync(stampFile, JSON.stringify(built))
    if (fits(bytes) || builds >= 2) return { server, renderUrls, htmlBytes: bytes, builds }
    await server.stop()
    cards = cardsFor(built)
  }
}
