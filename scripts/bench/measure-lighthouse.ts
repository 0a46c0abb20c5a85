/** Lighthouse on the measured pages: several runs per page, the pages taking turns (lighthouse-runner.ts). */
import path from 'node:path'
import { MOBILE_SCREEN } from './images'
import { installedLighthouseVersion, lighthousePages, type LighthousePageResult } from './lighthouse-runner'
import { say } from './harness'
import { lighthouseDir, lighthouseRuns, root } from './options'

/** The Lighthouse runs of `pages` (paths on `base`), with the reports in bench-results/lighthouse/. */
export async function measureLighthouse(
  base: string,
  pages: Array<{ label: string; path: string }>,
): Promise<LighthousePageResult[]> {
  say(
    `\nLighthouse ${installedLighthouseVersion(root)} (mobile preset: simulated slow 4G and 4× slower CPU, ${MOBILE_SCREEN.width}×` +
      `${MOBILE_SCREEN.height} screen), ${lighthouseRuns} runs per page, the pages taking turns; ` +
      `each run a first-time visitor (storage cleared, consent dialog shown); the median counts`,
  )
  const lighthouse = await lighthousePages({
    root,
    pages: pages.map((p) => ({
      label: p.label,
      url: base + p.path,
    })),
    runs: lighthouseRuns,
    outDir: lighthouseDir,
    say,
  })
  say(`  reports: ${path.relative(root, lighthouseDir)}/`)
  return lighthouse
}
