import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Site URLs end with a slash; the proxy adds it to site paths only, so Payload's admin and
  // REST routes keep their own form.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Next hashes the whole HTML of every cached page on every request for its ETag (a fifth of
  // the CPU of serving one); pages carry s-maxage for shared caches instead.
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Cached pages and data live in memory only: .next/ is shared by every server started from
  // one build (site, tests, bench), each with its own database, so disk entries would leak
  // one database's content into another.
  // The enquiry forms' Server Actions: no form a person fills in comes near this (files are
  // not sent through forms); a larger body is refused before it is read.
  experimental: { isrFlushToDisk: false, serverActions: { bodySizeLimit: '64kb' } },
  // The page cache that stores each page's script hashes for its Content Security Policy is
  // installed by the server at start (src/instrumentation-node.ts), not named here as
  // `cacheHandler`: Next would import() that file again on every request.
  // pdfkit reads its standard fonts' metrics from files beside its code: not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp', 'pdfkit'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
          // Content-Security-Policy depends on the answer (cached page, per-request page, back
          // office): see src/lib/csp.mjs and security-headers.ts.
        ],
      },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
