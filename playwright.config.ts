import { defineConfig, devices } from '@playwright/test'
import { typescriptNode } from './scripts/typescript-node'
import { chromeArgs, findChrome } from './tests/e2e/chrome'
import { inboxDir } from './tests/e2e/inbox'
import { TEST_CRM_SECRET } from './tests/support/feed-secret'

let executablePath: string
try {
  executablePath = findChrome({ headlessShell: true })
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
// The site's mails go over real SMTP to a local server that keeps them for the tests.
const smtpPort = port + 25

/**
 * Every test but the consent ones is a returning visitor who declined cookies, so the consent
 * dialog (a modal) stays closed; consent.e2e.ts starts from an empty storage instead.
 */
const declined = JSON.stringify({
  consent: true,
  ad_user_data: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_personalization: 'denied',
})

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'vitrine-consent', value: declined }] }],
    },
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: chromeArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromeArgs } } },
  ],
  webServer: [
    {
      command: `node ${typescriptNode('tests/support/smtp-sink.ts', String(smtpPort), inboxDir).join(' ')}`,
      port: smtpPort,
      reuseExistingServer: !process.env.CI && !!process.env.E2E_REUSE,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      // A fresh sample database of its own, on its own port, so tests never touch the dev data.
      command: `node ${typescriptNode('scripts/start.ts', '--reset').join(' ')}`,
      url: `${baseURL}/languages.json`,
      timeout: 420_000,
      reuseExistingServer: !process.env.CI && !!process.env.E2E_REUSE,
      env: {
        PORT: String(port),
        VAR_DIR: 'var/e2e',
        NEXT_TELEMETRY_DISABLED: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // One line per answer would bury the launcher's and the errors' lines.
        LOG_REQUESTS: '0',
        // The forms' proof of work at a light cost: the same widget, challenge and check as in
        // production, without seconds of hashing in the browser per form (src/platform/env.ts).
        FORM_PROOF_COST: '5',
        // The agency CRM's push key (POST /api/import), so a test can push as the CRM does.
        IMPORT_PUSH_SECRET: TEST_CRM_SECRET,
        // The job queues (mails, scheduled publishing) worked every 2 s, not 10: the tests that
        // wait for a mail or a scheduled publication wait seconds less each.
        JOBS_EVERY_SECONDS: '2',
      },
      // SIGTERM lets the launcher stop the site's server (its own process group) and close the
      // database; Playwright's default SIGKILL would leave the server running on the port.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
