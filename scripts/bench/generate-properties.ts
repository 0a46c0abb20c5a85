/**
 * Fills a seeded database up to a number of properties (10,000 for the bench) with plain SQL:
 * copies of the seeded published properties, each with its localized rows and photos, in one
 * transaction of a few INSERT … SELECT statements (one Payload call per property would take
 * minutes). Idempotent: does nothing when the database already holds that many.
 *
 *   node --import tsx scripts/bench/generate-properties.ts [--var-dir var/bench-10k] [--count 10000]
 *
 * Opens the embedded database of the folder itself (taking its lock), so run it while no server
 * uses that folder; restart the site afterwards, since its cache does not know the new rows.
 */
import path from 'node:path'
import { openEmbeddedDatabase } from '../../src/lib/db/embedded'

/** The part of PGlite (or any client) the generator needs. */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

export interface GenerateResult {
  before: number
  inserted: number
  after: number
  published: number
  seconds: number
}

/** Prefix of generated references, so they never collide with seeded ones. */
export const GENERATED_REFERENCE_PREFIX = 'BG-'

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

interface Column {
  name: string
  dataType: string
  serial: boolean
}

async function columns(db: SqlClient, table: string): Promise<Column[]> {
  const { rows } = await db.query<{ name: string; data_type: string; col_default: string | null }>(
    `SELECT column_name AS name, data_type, column_default AS col_default
       FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' AND is_identity = 'NO'
      ORDER BY ordinal_position`,
    [table],
  )
  return rows.map((r) => ({ name: r.name, dataType: r.data_type, serial: /^nextval\(/.test(r.col_default ?? '') }))
}

/**
 * Per-property tables of the collection (Payload's `properties_locales`, `properties_rels`, array
 * tables…): the tables named `properties_*` with a foreign key to `properties(id)`. Found in the
 * catalog, so columns or tables added by later migrations are copied too.
 */
async function childTables(db: SqlClient): Promise<Array<{ table: string; fkColumn: string }>> {
  const { rows } = await db.query<{ table: string; fk_column: string }>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS fk_column
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'public.properties'::regclass AND array_length(c.conkey, 1) = 1
      ORDER BY 1`,
  )
  return rows
    .map((r) => ({ table: r.table.replace(/^public\./, '').replace(/"/g, ''), fkColumn: r.fk_column }))
    .filter((r) => r.table.startsWith('properties_'))
}

/** Inserts copies of the seeded published properties until the database holds `count`. */
export async function generateProperties(db: SqlClient, count: number): Promise<GenerateResult> {
  const started = Date.now()
  const countRows = async () => {
    const { rows } = await db.query<{ total: number; published: number }>(
      "SELECT count(*)::int AS total, (count(*) FILTER (WHERE _status = 'published'))::int AS published FROM properties",
    )
    return rows[0]
  }
  const before = await countRows()
  const missing = count - before.total
  if (missing <= 0) {
    return { before: before.total, inserted: 0, after: before.total, published: before.published, seconds: 0 }
  }

  const { rows: sources } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties WHERE _status = 'published' AND reference NOT LIKE '${GENERATED_REFERENCE_PREFIX}%'`,
  )
  const sourceCount = sources[0].n
  if (sourceCount === 0) throw new Error('no published seeded property to copy: seed the database first')

  // Columns that make copies differ from their source (the rest is copied as it is).
  const overrides: Record<string, string> = {
    id: 'm.new_id',
    reference: `'${GENERATED_REFERENCE_PREFIX}' || lpad(m.new_id::text, 5, '0')`,
    project_id: 'NULL', // a project with thousands of units would be a different bench
    // Deterministic spread: prices 80–120 % of the source (sale prices in thousands, rents in
    // tens), positions within about 500 m of the source.
    price: 'round(p.price * (0.8 + (m.g * 37 % 41) / 100.0), CASE WHEN p.price >= 100000 THEN -3 ELSE -1 END)',
    latitude: 'round(p.latitude + ((m.g * 7919 % 2001) - 1000) / 200000.0, 6)',
    longitude: 'round(p.longitude + ((m.g * 104729 % 2001) - 1000) / 200000.0, 6)',
    created_at: "now() - m.g * interval '1 minute'",
    updated_at: "now() - m.g * interval '1 minute'",
  }
  const propertyColumns = await columns(db, 'properties')
  const children = await childTables(db)
  const childColumns = await Promise.all(children.map((c) => columns(db, c.table)))

  await db.exec('BEGIN')
  try {
    // Which source each new property copies, with its id taken from the table's own sequence.
    await db.exec(`
      CREATE TEMP TABLE bench_generated ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('properties', 'id'))::int AS new_id, g, s.id AS src_id
        FROM generate_series(1, ${missing}) AS g
        JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k
                FROM properties
               WHERE _status = 'published' AND reference NOT LIKE '${GENERATED_REFERENCE_PREFIX}%') AS s
          ON s.k = g % ${sourceCount};
    `)
    const names = propertyColumns.map((c) => ident(c.name))
    const values = propertyColumns.map((c) => overrides[c.name] ?? `p.${ident(c.name)}`)
    await db.exec(`
      INSERT INTO properties (${names.join(', ')})
      SELECT ${values.join(', ')} FROM bench_generated m JOIN properties p ON p.id = m.src_id;
    `)
    for (const [i, child] of children.entries()) {
      // Serial ids come from their sequence; text ids (Payload array rows) are made unique.
      const cols = childColumns[i].filter((c) => !c.serial)
      const childValues = cols.map((c) =>
        c.name === child.fkColumn
          ? 'm.new_id'
          : c.name === 'id'
            ? `substr(md5(m.new_id::text || ':' || t.id::text), 1, 24)`
            : `t.${ident(c.name)}`,
      )
      await db.exec(`
        INSERT INTO ${ident(child.table)} (${cols.map((c) => ident(c.name)).join(', ')})
        SELECT ${childValues.join(', ')}
          FROM bench_generated m JOIN ${ident(child.table)} t ON t.${ident(child.fkColumn)} = m.src_id;
      `)
    }
    await db.exec('COMMIT')
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => {})
    throw error
  }
  // Fresh statistics, so the planner sees 10,000 rows and not the seed's 36.
  await db.exec('ANALYZE')
  const after = await countRows()
  return {
    before: before.total,
    inserted: after.total - before.total,
    after: after.total,
    published: after.published,
    seconds: (Date.now() - started) / 1000,
  }
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const varDir = path.resolve(argument('--var-dir') ?? 'var/bench-10k')
  const count = Number(argument('--count') ?? 10_000)
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number`)
  const opened = await openEmbeddedDatabase(path.join(varDir, 'pgdata'))
  try {
    const r = await generateProperties(opened.db, count)
    console.log(
      r.inserted === 0
        ? `[bench] ${r.after} properties already (${r.published} published): nothing to generate.`
        : `[bench] Generated ${r.inserted} properties in ${r.seconds.toFixed(1)} s: ${r.after} in all, ${r.published} published.`,
    )
  } finally {
    await opened.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate-properties.ts')) {
  main().catch((error: Error) => {
    console.error(`[bench] Generating properties failed: ${error.message}`)
    process.exit(1)
  })
}
