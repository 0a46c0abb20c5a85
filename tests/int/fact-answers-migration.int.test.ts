import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { migrations } from '../../migrations'
import { startTestDatabase, type TestDatabase } from './setup'

/**
 * The migrations that turned the yes/no checkboxes into answers, run on the database as it was
 * before them (taken back with their `down`), with the values a site could hold: they keep only
 * the answers someone gave.
 */
let t: TestDatabase
const named = (name: string) => migrations.find((m) => m.name === name)!
const factAnswers = named('20261128_002415_true_facts')
const occupiedAnswer = named('20261128_004809_viager_occupied_answer')

type Row = Record<string, unknown>
const query = async (text: string): Promise<Row[]> =>
  ((await t.payload.db.drizzle.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows
const args = () =>
  ({ db: t.payload.db.drizzle, payload: t.payload, req: {} }) as unknown as MigrateUpArgs & MigrateDownArgs

beforeAll(async () => {
  t = await startTestDatabase()
  await occupiedAnswer.down(args())
  await factAnswers.down(args())
  const [ids] = await query(
    `SELECT (SELECT id FROM property_types LIMIT 1) AS type, (SELECT id FROM cities LIMIT 1) AS city`,
  )
  const place = `${Number(ids.type)}, ${Number(ids.city)}`
  // reference | pre-emption | flood zone | feed CRM id | life annuity | bouquet | occupied
  const rows = [
    `'MIG-TICKED', true, true, NULL, false, NULL, true`,
    `'MIG-DEFAULT', false, false, NULL, false, NULL, true`,
    `'MIG-FEED-NO', false, false, 'CRM-NO', false, NULL, true`,
    `'MIG-FEED-ABSENT', NULL, NULL, 'CRM-ABSENT', false, NULL, true`,
    `'MIG-VIAGER', false, false, NULL, true, NULL, true`,
    `'MIG-VIAGER-FREE', false, false, NULL, false, 45000, false`,
  ]
  await query(`INSERT INTO properties (type_id, city_id, reference, legal_preemption_right, legal_flood_zone,
      feed_crm_id, viager_is_viager, viager_bouquet, viager_occupied)
    VALUES ${rows.map((r) => `(${place}, ${r})`).join(', ')}`)
  await factAnswers.up(args())
  await occupiedAnswer.up(args())
})

afterAll(async () => {
  await t?.close()
})

const stored = async () =>
  Object.fromEntries(
    (
      await query(`SELECT reference, legal_preemption_right AS pre, legal_flood_zone AS flood, viager_occupied AS occ
        FROM properties WHERE reference LIKE 'MIG-%'`)
    ).map((r) => [r.reference, { pre: r.pre, flood: r.flood, occ: r.occ }]),
  )

describe('legal yes/no facts', () => {
  it('a ticked box becomes yes', async () => {
    expect((await stored())['MIG-TICKED']).toMatchObject({ pre: 'yes', flood: 'yes' })
  })

  it("an unticked box is the back office's default, not an answer: it becomes unset", async () => {
    expect((await stored())['MIG-DEFAULT']).toMatchObject({ pre: null, flood: null })
  })

  it("on a listing from the CRM feed, false was the CRM's answer and stays no; absent stays unset", async () => {
    const s = await stored()
    expect(s['MIG-FEED-NO']).toMatchObject({ pre: 'no', flood: 'no' })
    expect(s['MIG-FEED-ABSENT']).toMatchObject({ pre: null, flood: null })
  })

  it('a new listing gets no answer by default', async () => {
    const [ids] = await query(`SELECT type_id, city_id FROM properties WHERE reference = 'MIG-TICKED'`)
    await query(
      `INSERT INTO properties (reference, type_id, city_id) VALUES ('MIG-NEW', ${Number(ids.type_id)}, ${Number(ids.city_id)})`,
    )
    expect((await stored())['MIG-NEW']).toEqual({ pre: null, flood: null, occ: null })
  })
})

describe("a life annuity's occupation", () => {
  it('keeps its value on a life annuity, yes as no', async () => {
    const s = await stored()
    expect(s['MIG-VIAGER'].occ).toBe('yes')
    expect(s['MIG-VIAGER-FREE'].occ).toBe('no')
  })

  it('becomes unset on any other property, where it was only the default', async () => {
    const s = await stored()
    expect(s['MIG-DEFAULT'].occ).toBeNull()
    expect(s['MIG-TICKED'].occ).toBeNull()
  })
})
