/**
 * Loaded into each app server by the soak (`NODE_OPTIONS=--import=…`, scripts/soak.ts): every
 * 10 s, writes the process's V8 heap figures to SOAK_HEAP_DIR/<pid>.json, which the soak reads
 * beside the RSS that /proc gives. Nothing else of the server changes; without SOAK_HEAP_DIR it
 * does nothing.
 */
import fs from 'node:fs'
import path from 'node:path'

const dir = process.env.SOAK_HEAP_DIR
if (dir) {
  const file = path.join(dir, `${process.pid}.json`)
  const write = () => {
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
    const figures = JSON.stringify({ at: Date.now(), heapUsed, heapTotal, external, arrayBuffers })
    // Written aside and renamed: the soak never reads half a file.
    fs.writeFile(`${file}.tmp`, figures, (error) => {
      if (!error) fs.rename(`${file}.tmp`, file, () => {})
    })
  }
  fs.mkdirSync(dir, { recursive: true })
  write()
  setInterval(write, 10_000).unref()
}
