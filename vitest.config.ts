import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload/payload.config.ts'),
  // server-only throws outside React Server Components; tests call server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
}

/**
 * The forms' proof of work at a light cost (src/platform/env.ts): the same challenge, search and
 * check as in production, without seconds of hashing per submission.
 */
const testServerEnv = { FORM_PROOF_COST: '5' }

/**
 * The unit tests' settings (src/platform/env.ts reads them once per process, and the unit test
 * files share their processes): a secret, so nothing is written under var/; one proxy in front,
 * so a test names its visitor's address in X-Forwarded-For; and an app on port 1, never served,
 * so a read the proxy (src/proxy.ts) makes of the app fails at once even when a site is running
 * on this machine, while the site's address stays the one the tests' requests name.
 */
const unitEnv = {
  PAYLOAD_SECRET: 'unit-test-secret-of-at-least-32-characters',
  TRUSTED_PROXIES: '1',
  PORT: '1',
  SITE_URL: 'http://localhost:3000',
}

/**
 * On a PostgreSQL server, .ci/run runs this suite niced beside the deployment tests: a test that
 * runs 20 mail jobs at once can wait longer for a free pool slot than the 2 s a serving machine
 * allows (env.ts). The bounded wait itself is the deployment tests' subject (database-outage).
 */
const intServerEnv = { ...testServerEnv, DB_CONNECT_TIMEOUT_MS: '20000' }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'seed/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          env: unitEnv,
          // The files share their worker's modules instead of loading them again each: about a
          // third of the time (a test file must not depend on a module loaded fresh for it).
          isolate: false,
        },
      },
      {
        resolve: {
          alias: { ...alias, 'next/cache': path.resolve(import.meta.dirname, 'tests/support/next-cache.ts') },
        },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          env: intServerEnv,
          globalSetup: ['tests/int/global-setup.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 600_000,
          // Each file has a database of its own (a copy of the template): two at a time keep both
          // cores busy while one of them waits on its database or its mail server.
          fileParallelism: true,
          maxWorkers: 2,
          pool: 'forks',
        },
      },
      {
        // The deployment's shape: the production build behind Varnish and nginx, two
        // instances on PostgreSQL and Redis, faults, backup and restore. Run by .ci/run.
        resolve: { alias },
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.deploy.test.ts'],
          env: testServerEnv,
          // One database migrated and seeded on the PostgreSQL server, with its files; the files
          // that need the sample agency start from copies of it instead of seeding their own.
          globalSetup: ['tests/deploy/global-setup.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 900_000,
          // In CI, a failed test runs once more (as the end-to-end tests do): these put real
          // servers through kills and outages on a machine busy with another suite beside them.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['tests/deploy/support/failed-attempts.ts'],
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
})
