/**
 * Backup and restore: `npm run backup` of a site's database and
 * uploaded files, `npm run restore` of it into a fresh database and folder, and every property,
 * lead, photo and document found again — on the PostgreSQL server and on the embedded database
 * (backed up while the site runs).
 */
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedExtensions } from '@/platform/db/embedded'
import {
  asJson,
  folderHashes,
  psqlQuery,
  runCommand,
  snapshot,
  startHolder,
  tempVarDir,
  type Holder,
  type Made,
  type Snapshot,
} from './support/backup'
import { createDatabase, dropDatabase } from './support/services'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A fresh VAR_DIR removed after the tests. */
function varDir(label: string): string {
  const dir = tempVarDir(label)
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The backup file a successful `npm run backup` names on its last line. */
function writtenFile(stdout: string): string {
  const match = /Backup written: (\S+\.tar) /.exec(stdout)
  if (!match) throw new Error(`no backup file in: ${stdout}`)
  return match[1]
}

function expectSameFiles(source: string, restored: string) {
  const hashes = folderHashes(source)
  expect(Object.keys(hashes).length).toBeGreaterThan(0)
  expect(folderHashes(restored)).toEqual(hashes)
}

/**
 * The restored database holds what the holder made (its leads by `emails`, the property named
 * `property` once), and the restored folders hold its photo, its document and every media file.
 */
function expectRestored(
  found: Snapshot,
  made: Made,
  expected: { emails: string[]; property: string; sourceVar: string; targetVar: string },
) {
  expect(found).toEqual(made.snapshot)
  expect(found.leads.map((l) => l.email)).toEqual(expected.emails)
  expect(found.properties.filter((p) => p.title === expected.property)).toHaveLength(1)
  expect(fs.readFileSync(path.join(expected.targetVar, 'media', made.photo.filename))).toEqual(
    Buffer.from(made.photo.base64, 'base64'),
  )
  expect(fs.readFileSync(path.join(expected.targetVar, 'documents', made.document.filename))).toEqual(
    Buffer.from(made.document.base64, 'base64'),
  )
  expectSameFiles(path.join(expected.sourceVar, 'media'), path.join(expected.targetVar, 'media'))
}

describe('backup and restore on the PostgreSQL server', () => {
  it('restores a backup into a fresh database and folders with every lead, property and file', async () => {
    // Not a copy of the seeded template: the holder migrates this empty database itself, and
    // the leads restored are to be exactly the three it made (the sample agency has its own).
    const source = createDatabase('backup_source')
    const target = createDatabase('backup_target')
    const sourceVar = varDir('server-source')
    const targetVar = varDir('server-target')
    cleanups.push(() => {
      dropDatabase(source)
      dropDatabase(target)
    })
    const holder = await startHolder({ DATABASE_URL: source, VAR_DIR: sourceVar, BACKUP_LABEL: 'server' })
    await holder.stop()
    const { made } = holder

    const backup = runCommand('backup', { DATABASE_URL: source, VAR_DIR: sourceVar })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain('[vitrine] Dumping the PostgreSQL database (pg_dump)…')
    const file = writtenFile(backup.stdout)
    expect(path.dirname(file)).toBe(path.join(sourceVar, 'backups'))

    const restored = runCommand('restore', { DATABASE_URL: target, VAR_DIR: targetVar }, [file])
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)

    expectRestored(await snapshot(psqlQuery(target)), made, {
      emails: ['lead-1-server@example.be', 'lead-2-server@example.be', 'lead-3-server@example.be'],
      property: 'Villa server Brugge',
      sourceVar,
      targetVar,
    })
    // The generated secret comes along: sessions and signed links stay valid.
    expect(fs.readFileSync(path.join(targetVar, 'payload-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(sourceVar, 'payload-secret'), 'utf8'),
    )

    // A database that holds data is not overwritten by mistake.
    const again = runCommand('restore', { DATABASE_URL: target, VAR_DIR: varDir('server-again') }, [file])
    expect(again.code).toBe(3)
    expect(again.stderr).toMatch(
      /^\[vitrine\] The database of DATABASE_URL is not empty \(\d+ tables\)\. Restore into a new empty database, or add --force to replace everything in it\.$/m,
    )
    // A server backup does not go into an embedded site.
    const embedded = runCommand('restore', { VAR_DIR: varDir('server-to-embedded') }, [file])
    expect(embedded.code).toBe(2)
    expect(embedded.stderr).toContain(
      '[vitrine] This backup holds a PostgreSQL server database: set DATABASE_URL to the database to restore it into',
    )
  })
})

describe('backup and restore of the embedded database', () => {
  let holder: Holder | undefined
  afterAll(() => holder?.stop())

  it('backs up a running site and restores it into a fresh VAR_DIR with every lead, property and file', async () => {
    const sourceVar = varDir('embedded-source')
    const targetVar = varDir('embedded-target')
    const out = varDir('embedded-out')
    holder = await startHolder({ VAR_DIR: sourceVar, BACKUP_LABEL: 'embedded' })
    const { made } = holder

    // The site runs: the process holding the database makes the copy.
    const backup = runCommand('backup', { VAR_DIR: sourceVar }, ['--out', out])
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain('[vitrine] The running site made the copy.')
    const file = writtenFile(backup.stdout)
    expect(path.dirname(file)).toBe(out)

    // Restoring over a running site is refused.
    const over = runCommand('restore', { VAR_DIR: sourceVar }, [file, '--force'])
    expect(over.code).toBe(3)
    expect(over.stderr).toMatch(
      /^\[vitrine\] The embedded database in \S+ is in use by process \d+\. Stop the site before restoring\.$/m,
    )

    const restored = runCommand('restore', { VAR_DIR: targetVar }, [file])
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)

    const db = await PGlite.create(path.join(targetVar, 'pgdata'), { extensions: embeddedExtensions })
    const found = await snapshot(
      async (sql) => (await db.query<{ rows: Record<string, unknown>[] }>(asJson(sql))).rows[0].rows,
    )
    await db.close()
    expectRestored(found, made, {
      emails: ['lead-1-embedded@example.be', 'lead-2-embedded@example.be', 'lead-3-embedded@example.be'],
      property: 'Hoeve embedded Tielt',
      sourceVar,
      targetVar,
    })

    // A folder that holds a database already is not overwritten by mistake.
    const again = runCommand('restore', { VAR_DIR: targetVar }, [file])
    expect(again.code).toBe(3)
    expect(again.stderr).toContain(
      `[vitrine] There is a database in ${path.join(targetVar, 'pgdata')} already. Restore into a new VAR_DIR, or add --force to replace it.`,
    )

    // With the site stopped, the backup opens the database itself.
    await holder.stop()
    const stopped = runCommand('backup', { VAR_DIR: sourceVar }, ['--out', out])
    expect(stopped.code).toBe(0)
    expect(stopped.stdout).toContain('[vitrine] The site is stopped: copied directly.')
  })
})
