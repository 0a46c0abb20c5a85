/**
 * Fills a seeded database up to a number of properties (100,000 for the bench) with plain SQL:
 * listings that look like an agency's (scripts/bench/listings.ts: real Belgian towns, streets of
 * their language, references, prices, titles and descriptions in the four languages), each
 * modelled on a published property of the sample agency, from which it takes its type, goal,
 * photos and every other column and per-property row Payload stores (localized rows,
 * relations, array rows), so the site reads them exactly as it reads real properties. The towns
 * of scripts/bench/places.ts are added to the cities first. One transaction of a few
 * INSERT … SELECT statements (one Payload call per property would take hours), then
 * VACUUM ANALYZE, as a server's autovacuum would do after such a load. Idempotent: does nothing
 * when the database already holds that many.
 *
 *   node --import tsx scripts/bench/generate-properties.ts --var-dir var/bench-100k [--count 100000]
 *   node --import tsx scripts/bench/generate-properties.ts --database-url postgres://… [--count 100000]
 *
 * With --var-dir it opens that folder's embedded database itself (taking its lock), so run it
 * while no server uses the folder; restart the site afterwards, since its cache does not know
 * the new rows.
 */
import path from 'node:path'
import { locales, type Locale } from '../../src/i18n/locales'
import {
  generateListing,
  GENERATED_REFERENCE_PREFIX,
  type Listing,
  type ListingContext,
  type ModelProperty,
  type Town,
} from './listings'
import { PLACES, regionOf } from './places'
import { openSqlClient, type SqlClient } from './sql-client'

export { GENERATED_REFERENCE_PREFIX }
export type { SqlClient }

export interface GenerateResult {
  before: number
  inserted: number
  after: number
  published: number
  /** Towns added to the cities. */
  townsAdded: number
  seconds: number
}

/** Rows sent per statement while filling the work tables. */
const CHUNK = 5000

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

interface Column {
  name: string
  /** The column's type as SQL spells it (`numeric`, `"enum_properties_status"`…), for casts. */
  type: string
  serial: boolean
}

async function columns(db: SqlClient, table: string): Promise<Column[]> {
  const { rows } = await db.query<{ name: string; type: string; col_default: string | null }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            pg_get_expr(d.adbin, d.adrelid) AS col_default
       FROM pg_attribute a
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = '' AND a.attidentity = ''
      ORDER BY a.attnum`,
    [`public.${ident(table)}`],
  )
  return rows.map((r) => ({ name: r.name, type: r.type, serial: /^nextval\(/.test(r.col_default ?? '') }))
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

type NamesRow = { id: number; locale: string; name: string }

function namesById(rows: NamesRow[]): Map<number, Record<Locale, string>> {
  const out = new Map<number, Record<Locale, string>>()
  for (const r of rows) {
    const names = out.get(r.id) ?? ({} as Record<Locale, string>)
    names[r.locale as Locale] = r.name
    out.set(r.id, names)
  }
  // A name missing in a language falls back to Dutch, as Payload's fallback does.
  for (const names of out.values()) for (const l of locales) names[l] ??= names.nl ?? Object.values(names)[0] ?? ''
  return out
}

/** Adds the towns of places.ts whose postcode no city has yet; returns how many were added. */
async function addTowns(db: SqlClient): Promise<number> {
  const { rows: existing } = await db.query<{ zip: string }>('SELECT zip FROM cities')
  const known = new Set(existing.map((r) => r.zip))
  const missing = PLACES.filter((p) => !known.has(p.zip))
  if (!missing.length) return 0
  const countryType = (await columns(db, 'cities')).find((c) => c.name === 'country')?.type ?? 'text'
  const { rows: added } = await db.query<{ id: number; zip: string }>(
    `INSERT INTO cities (zip, country)
     SELECT z, c::${countryType} FROM unnest($1::text[], $2::text[]) AS t(z, c)
     RETURNING id, zip`,
    [missing.map((p) => p.zip), missing.map((p) => p.country)],
  )
  const idOf = new Map(added.map((r) => [r.zip, r.id]))
  const localeType = (await columns(db, 'cities_locales')).find((c) => c.name === '_locale')?.type ?? 'text'
  const rows = missing.flatMap((p) => locales.map((l) => ({ id: idOf.get(p.zip)!, locale: l, name: p.names[l] })))
  await db.query(
    `INSERT INTO cities_locales (_parent_id, _locale, name)
     SELECT i, l::${localeType}, n FROM unnest($1::int[], $2::text[], $3::text[]) AS t(i, l, n)`,
    [rows.map((r) => r.id), rows.map((r) => r.locale), rows.map((r) => r.name)],
  )
  return missing.length
}

/** Every city as a town listings may be in: the towns of places.ts and the agency's own. */
async function towns(db: SqlClient): Promise<Town[]> {
  const { rows: cities } = await db.query<{ id: number; zip: string; country: string; lat: string; lon: string }>(
    `SELECT c.id, c.zip, c.country::text AS country, avg(p.latitude)::text AS lat, avg(p.longitude)::text AS lon
       FROM cities c LEFT JOIN properties p ON p.city_id = c.id
      WHERE c.deleted_at IS NULL
      GROUP BY c.id ORDER BY c.id`,
  )
  const { rows: names } = await db.query<NamesRow>(
    'SELECT _parent_id AS id, _locale::text AS locale, name FROM cities_locales ORDER BY _parent_id, _locale',
  )
  const byId = namesById(names)
  const places = new Map(PLACES.map((p) => [p.zip, p]))
  return cities
    .filter((c) => byId.has(c.id))
    .map((c) => {
      const place = places.get(c.zip)
      return {
        id: c.id,
        zip: c.zip,
        region: place?.region ?? regionOf(c.zip, c.country),
        latitude: place?.latitude ?? (c.lat === null ? 50.85 : Number(c.lat)),
        longitude: place?.longitude ?? (c.lon === null ? 4.35 : Number(c.lon)),
        weight: place?.weight ?? 4, // the sample agency's towns are its big cities
        names: byId.get(c.id)!,
      }
    })
}

async function context(db: SqlClient): Promise<ListingContext> {
  const { rows: models } = await db.query<{
    id: number
    goal: string
    type_id: number
    price: string | null
    bedrooms: string | null
    living: string | null
  }>(
    `SELECT id, goal::text AS goal, type_id, price::text AS price, rooms_bedrooms::text AS bedrooms,
            surfaces_living::text AS living
       FROM properties
      WHERE _status = 'published' AND deleted_at IS NULL AND reference NOT LIKE '${GENERATED_REFERENCE_PREFIX}%'
      ORDER BY id`,
  )
  if (!models.length) throw new Error('no published property of the sample agency to model listings on: seed first')
  const num = (v: string | null) => (v === null ? null : Number(v))
  const { rows: typeNames } = await db.query<NamesRow>(
    'SELECT _parent_id AS id, _locale::text AS locale, name FROM property_types_locales',
  )
  return {
    models: models.map(
      (m): ModelProperty => ({
        id: m.id,
        goal: m.goal === 'rent' ? 'rent' : 'sale',
        typeId: m.type_id,
        price: num(m.price),
        bedrooms: num(m.bedrooms),
        living: num(m.living),
      }),
    ),
    towns: await towns(db),
    typeNames: namesById(typeNames),
  }
}

/** Fills the work tables with one chunk of listings. */
async function stage(db: SqlClient, listings: Listing[], createdAt: (i: number) => Date, offset: number) {
  await db.query(
    `INSERT INTO bench_listings
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[], $5::int[], $6::text[], $7::text[],
                          $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::timestamptz[])`,
    [
      listings.map((l) => l.id),
      listings.map((l) => l.modelId),
      listings.map((l) => l.reference),
      listings.map((l) => l.published),
      listings.map((l) => l.townId),
      listings.map((l) => l.street),
      listings.map((l) => l.houseNumber),
      listings.map((l) => l.price),
      listings.map((l) => l.bedrooms),
      listings.map((l) => l.living),
      listings.map((l) => l.latitude),
      listings.map((l) => l.longitude),
      listings.map((_, i) => createdAt(offset + i).toISOString()),
    ],
  )
  const texts = listings.flatMap((l) => locales.map((locale) => ({ id: l.id, locale, ...l.texts[locale] })))
  await db.query(`INSERT INTO bench_texts SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`, [
    texts.map((t) => t.id),
    texts.map((t) => t.locale),
    texts.map((t) => t.title),
    texts.map((t) => t.description),
  ])
}

/** Inserts generated listings until the database holds `count` properties. */
export async function generateProperties(
  db: SqlClient,
  count: number,
  options: { now?: Date; say?: (m: string) => void } = {},
): Promise<GenerateResult> {
  const started = Date.now()
  const say = options.say ?? (() => {})
  const countRows = async () => {
    const { rows } = await db.query<{ total: number; published: number }>(
      "SELECT count(*)::int AS total, (count(*) FILTER (WHERE _status = 'published'))::int AS published FROM properties",
    )
    return rows[0]
  }
  const before = await countRows()
  const missing = count - before.total
  if (missing <= 0) {
    const { total, published } = before
    return { before: total, inserted: 0, after: total, published, townsAdded: 0, seconds: 0 }
  }
  const now = options.now ?? new Date()
  // Listed over the last two years or so, newest first.
  const createdAt = (i: number) => new Date(now.getTime() - (i + 1) * 9 * 60_000)

  let townsAdded = 0
  await db.exec('BEGIN')
  try {
    townsAdded = await addTowns(db)
    const ctx = await context(db)
    const { rows: first } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM properties WHERE reference LIKE $1 || '%'",
      [GENERATED_REFERENCE_PREFIX],
    )
    const { rows: ids } = await db.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('properties', 'id'))::int AS id FROM generate_series(1, $1::int)",
      [missing],
    )
    await db.exec(`
      CREATE TEMP TABLE bench_listings (
        id int PRIMARY KEY, model_id int, reference text, published bool, town_id int, street text,
        house_number text, price numeric, bedrooms numeric, living numeric, latitude numeric,
        longitude numeric, created_at timestamptz
      ) ON COMMIT DROP;
      CREATE TEMP TABLE bench_texts (id int, locale text, title text, description text, PRIMARY KEY (id, locale))
        ON COMMIT DROP;
    `)
    for (let at = 0; at < missing; at += CHUNK) {
      const listings = ids.slice(at, at + CHUNK).map((r, i) => generateListing(first[0].n + at + i, r.id, ctx))
      await stage(db, listings, createdAt, at)
      if (at > 0 && at % (CHUNK * 4) === 0) say(`[bench]   ${at.toLocaleString('en-US')} listings prepared…`)
    }

    // Columns of the listing that differ from its model (the rest is copied as it is).
    const overrides: Record<string, string> = {
      id: 'l.id',
      reference: 'l.reference',
      _status: "CASE WHEN l.published THEN 'published' ELSE 'draft' END",
      city_id: 'l.town_id',
      neighbourhood_id: 'NULL', // the model's neighbourhood belongs to another town
      project_id: 'NULL', // a project with thousands of units would be a different bench
      street: 'l.street',
      house_number: 'l.house_number',
      box_number: 'NULL',
      price: 'l.price',
      rooms_bedrooms: 'l.bedrooms',
      surfaces_living: 'l.living',
      latitude: 'l.latitude',
      longitude: 'l.longitude',
      created_at: 'l.created_at',
      updated_at: 'l.created_at',
      deleted_at: 'NULL',
    }
    const propertyColumns = await columns(db, 'properties')
    const value = (c: Column) => (c.name in overrides ? `(${overrides[c.name]})::${c.type}` : `p.${ident(c.name)}`)
    await db.exec(`
      INSERT INTO properties (${propertyColumns.map((c) => ident(c.name)).join(', ')})
      SELECT ${propertyColumns.map(value).join(', ')} FROM bench_listings l JOIN properties p ON p.id = l.model_id;
    `)
    say(`[bench]   ${missing.toLocaleString('en-US')} properties inserted; copying their localized and related rows…`)

    for (const child of await childTables(db)) {
      const cols = (await columns(db, child.table)).filter((c) => !c.serial) // serial ids come from their sequence
      const localized = child.table === 'properties_locales'
      const childValue = (c: Column) => {
        if (c.name === child.fkColumn) return 'l.id'
        if (c.name === 'id') return `substr(md5(l.id::text || ':' || t.id::text), 1, 24)` // Payload array rows' text ids
        if (localized && (c.name === 'title' || c.name === 'description')) {
          return `coalesce(x.${c.name}, t.${ident(c.name)})::${c.type}`
        }
        return `t.${ident(c.name)}`
      }
      await db.exec(`
        INSERT INTO ${ident(child.table)} (${cols.map((c) => ident(c.name)).join(', ')})
        SELECT ${cols.map(childValue).join(', ')}
          FROM bench_listings l JOIN ${ident(child.table)} t ON t.${ident(child.fkColumn)} = l.model_id
          ${localized ? 'LEFT JOIN bench_texts x ON x.id = l.id AND x.locale = t._locale::text' : ''};
      `)
    }
    await db.exec('COMMIT')
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => {})
    throw error
  }
  // Fresh statistics and visibility map, so the planner sees 100,000 rows and not the seed's 40.
  say('[bench]   VACUUM ANALYZE…')
  await db.exec('VACUUM ANALYZE')
  const after = await countRows()
  return {
    before: before.total,
    inserted: after.total - before.total,
    after: after.total,
    published: after.published,
    townsAdded,
    seconds: (Date.now() - started) / 1000,
  }
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const varDir = argument('--var-dir')
  const databaseUrl = argument('--database-url')
  if (!varDir === !databaseUrl) throw new Error('give either --var-dir or --database-url')
  const count = Number(argument('--count') ?? 100_000)
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number`)
  const client = await openSqlClient(
    databaseUrl ? { url: databaseUrl } : { dataDir: path.join(path.resolve(varDir!), 'pgdata') },
  )
  try {
    const r = await generateProperties(client, count, { say: (m) => console.log(m) })
    console.log(
      r.inserted === 0
        ? `[bench] ${r.after} properties already (${r.published} published): nothing to generate.`
        : `[bench] Generated ${r.inserted} properties (and ${r.townsAdded} towns) in ${r.seconds.toFixed(1)} s: ` +
            `${r.after} in all, ${r.published} published.`,
    )
  } finally {
    await client.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate-properties.ts')) {
  main().catch((error: Error) => {
    console.error(`[bench] Generating properties failed: ${error.message}`)
    process.exit(1)
  })
}
