import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { SECURITY_HEADERS } from './src/platform/http/response-headers'
import { FIRST_SIGHT_HEADER, FIRST_SIGHT_SEGMENT } from './src/platform/routing/first-sight-segment'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Site URLs end with a slash; the proxy adds it to site paths only, so Payload's admin and
  // REST routes keep their own form.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The server compresses answers itself, a cached page once (src/platform/http/compression.ts).
  compress: false,
  // Next hashes the whole HTML of every cached page on every request for its ETag (a fifth of
  // the CPU of serving one); pages carry s-maxage for shared caches instead.
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole project (`tsc --noEmit`: the site, its tests and scripts)
  // before any build; Next's own pass over the site's part of it cost every build 52 s here.
  typescript: { ignoreBuildErrors: true },
  // Cached pages and data live in memory only: .next/ is shared by every server started from
  // one build (site, tests, bench), each with its own database, so disk entries would leak
  // one database's content into another.
  // Bodies are refused by size per route before Next reads them (src/platform/api/body-size.ts,
  // in the server: src/server/request.ts): the site's forms at 64 KB, with a translated 413.
  // Next's own limit only has to let the largest Server Action through, the back office's form
  // state (2 MB there); over it Next would answer a bare 500.
  experimental: {
    isrFlushToDisk: false,
    serverActions: { bodySizeLimit: '2mb' },
    // Turbopack keeps its work in .next/cache so a rebuild after a change is quicker; a CI run
    // builds once from a fresh clone and never reads it back, and writing it costs half a minute.
    // (CI describes the machine the build runs on, not a setting of the site: not in env.ts.)
    // eslint-disable-next-line no-restricted-properties
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // The page cache that stores each page's script hashes for its Content Security Policy is
  // handed to Next by the server at start (src/server/page-cache.ts), not named here as
  // `cacheHandler`: Next would import() that file again on every request.
  // pdfkit reads its standard fonts' metrics from files beside its code, and read-excel-file
  // parses in a worker thread started from its own files: not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp', 'pdfkit', 'read-excel-file'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS],
      },
    ]
  },
  // A property page asked for the first time, marked by the server entry
  // (src/server/first-sight.ts), goes to the per-request copy of the page route. Here rather
  // than in the proxy: a rewrite rule costs Next a fraction of running the proxy, so no property
  // page runs it. (The proxy has run before this rule, on the address the visitor asked.)
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/:locale/:path*',
          has: [{ type: 'header', key: FIRST_SIGHT_HEADER }],
          destination: `/:locale/${FIRST_SIGHT_SEGMENT}/:path*`,
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

/**
 * Payload asks every browser for its colour-scheme hint on every route (`Accept-CH`, `Vary` and
 * `Critical-CH` on `/:path*`). Chrome then restarts a visitor's first navigation to send the
 * hint, and every page varies on it in shared caches. Only the back office reads the hint: its
 * rule is moved there.
 */
function hintsForTheBackOfficeOnly(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers
  if (!payloadHeaders) return config
  return {
    ...config,
    async headers() {
      return (await payloadHeaders()).flatMap((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
          ? [
              { ...rule, source: '/admin' },
              { ...rule, source: '/admin/:path*' },
            ]
          : [rule],
      )
    },
  }
}

export default hintsForTheBackOfficeOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
