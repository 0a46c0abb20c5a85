import fs from 'node:fs'

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the browser Playwright itself
 * runs headless tests in. Without the full browser's windowing and compositing it runs the
 * end-to-end suite in about 60 % of the full browser's time on two cores (measured here on the
 * same 39 tests: 132 s against 231 s).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Where a system Chromium or Chrome usually lives; CHROME_PATH wins. */
const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/**
 * The browser to drive: CHROME_PATH, else the first one installed. `headlessShell` prefers the
 * headless shell where it is installed (the end-to-end tests); Lighthouse measures in the full
 * browser, as a visitor's.
 */
export function findChrome({ headlessShell = false } = {}): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  const found = (headlessShell ? [HEADLESS_SHELL, ...candidates] : candidates).find((c) => fs.existsSync(c))
  if (found) return found
  throw new Error(
    'The end-to-end tests need Chromium or Chrome, and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell\n' +
      '  macOS: install Google Chrome\n' +
      '  Or point CHROME_PATH at a Chromium or Chrome binary.',
  )
}

/** Flags for a headless run on a machine without a network (Chromium phones home otherwise). */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
