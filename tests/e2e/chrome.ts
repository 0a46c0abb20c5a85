import fs from 'node:fs'

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

export function findChrome(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  const found = candidates.find((c) => fs.existsSync(c))
  if (found) return found
  throw new Error(
    'The end-to-end tests need Chromium or Chrome, and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
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
