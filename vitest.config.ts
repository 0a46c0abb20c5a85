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
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
})
