import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
    ],
  },
  {
    rules: {
      // Settings are read in one module only (src/platform/env.ts).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/platform/env.ts' },
      ],
    },
  },
  {
    files: ['src/platform/env.ts', 'scripts/**', 'tests/**', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
]

export default config
