import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints } from './compile-hints'

let root: string | undefined

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** A build's output as Next 16 lays it out: manifests, and chunks that name each other. */
function fakeBuild(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-hints-'))
  const next = path.join(root, '.next')
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true })
    fs.writeFileSync(path.join(next, file), text)
  }
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react.js'] }))
  write(
    'server/app/(site)/[locale]/[[...path]]/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST["/(site)/page"] = {"clientModules":{"a":{"chunks":["/_next/static/chunks/page.js"]}}}',
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST["/(payload)/admin"] = {"clientModules":{"a":{"chunks":["/_next/static/chunks/admin.js"]}}}',
  )
  write('static/chunks/react.js', 'react()')
  write('static/chunks/page.js', 'e.v(t=>Promise.all(["static/chunks/dialog.js"].map(t=>e.l(t))))')
  write('static/chunks/dialog.js', 'dialog()')
  write('static/chunks/admin.js', 'admin()')
  return root
}

const read = (dir: string, chunk: string) => fs.readFileSync(path.join(dir, '.next/static/chunks', chunk), 'utf8')

describe('compile hints', () => {
  it('marks the framework, the site’s chunks and what they load, not the back office’s', () => {
    const dir = fakeBuild()
    expect(addCompileHints(dir)).toBe(3)
    expect(read(dir, 'react.js')).toBe('//# allFunctionsCalledOnLoad\nreact()')
    expect(read(dir, 'page.js')).toMatch(/^\/\/# allFunctionsCalledOnLoad\ne\.v\(/)
    expect(read(dir, 'dialog.js')).toBe('//# allFunctionsCalledOnLoad\ndialog()')
    expect(read(dir, 'admin.js')).toBe('admin()')
  })

  it('marks a file once', () => {
    const dir = fakeBuild()
    addCompileHints(dir)
    expect(addCompileHints(dir)).toBe(0)
    expect(read(dir, 'react.js')).toBe('//# allFunctionsCalledOnLoad\nreact()')
  })
})
