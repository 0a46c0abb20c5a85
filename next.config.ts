import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Site URLs end with a slash; the proxy adds it to site paths only, so Payload's admin and
  // REST routes keep their own form.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp'],
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
