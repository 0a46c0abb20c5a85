import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateProperties, GENERATED_REFERENCE_PREFIX } from './generate-properties'

// The shape of Payload's tables for a localized collection with an upload relation, reduced.
const schema = `
  CREATE TABLE media (id serial PRIMARY KEY);
  CREATE TABLE properties (
    id serial PRIMARY KEY, reference varchar NOT NULL UNIQUE, _status varchar DEFAULT 'published',
    goal varchar NOT NULL, city_id integer NOT NULL, project_id integer, price numeric,
    latitude numeric, longitude numeric,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE properties_locales (
    title varchar NOT NULL, id serial PRIMARY KEY, _locale varchar NOT NULL,
    _parent_id integer NOT NULL REFERENCES properties(id) ON DELETE cascade,
    UNIQUE (_locale, _parent_id)
  );
  CREATE TABLE properties_rels (
    id serial PRIMARY KEY, "order" integer, parent_id integer NOT NULL REFERENCES properties(id) ON DELETE cascade,
    path varchar NOT NULL, media_id integer REFERENCES media(id)
  );
  CREATE TABLE properties_units (
    _order integer NOT NULL, _parent_id integer NOT NULL REFERENCES properties(id) ON DELETE cascade,
    id varchar PRIMARY KEY NOT NULL, label varchar
  );
  INSERT INTO media DEFAULT VALUES; INSERT INTO media DEFAULT VALUES;
  INSERT INTO properties (reference, _status, goal, city_id, project_id, price, latitude, longitude) VALUES
    ('VT-1', 'published', 'sale', 1, 5, 385000, 51.05, 3.72),
    ('VT-2', 'published', 'rent', 2, NULL, 1050, 50.85, 4.35),
    ('VT-3', 'draft', 'sale', 3, NULL, 250000, 50.63, 5.57);
  INSERT INTO properties_locales (title, _locale, _parent_id)
    SELECT 'Huis ' || p.id, l, p.id FROM properties p, unnest(ARRAY['nl','fr','en','de']) AS l;
  INSERT INTO properties_rels ("order", parent_id, path, media_id) VALUES (1, 1, 'photos', 1), (2, 1, 'photos', 2);
  INSERT INTO properties_units (_order, _parent_id, id, label) VALUES (1, 2, 'abc', 'unit');
`

describe('generateProperties', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create()
    await db.exec(schema)
  }, 120_000) // starting PGlite takes seconds, more on a busy machine
  afterAll(async () => {
    await db.close()
  })

  it(
    'fills the database up to the count with published copies of the published properties',
    { timeout: 60_000 },
    async () => {
      const result = await generateProperties(db, 200)
      expect(result).toMatchObject({ before: 3, inserted: 197, after: 200, published: 199 })

      const { rows } = await db.query<{ n: number; refs: number; sources: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT reference)::int AS refs,
              count(DISTINCT city_id)::int AS sources
         FROM properties WHERE reference LIKE '${GENERATED_REFERENCE_PREFIX}%'`,
      )
      expect(rows[0]).toEqual({ n: 197, refs: 197, sources: 2 }) // the unpublished one is not copied
    },
  )

  it('gives every copy its four localized rows and the photos and array rows of its source', async () => {
    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n
    expect(await count('SELECT count(*)::int AS n FROM properties_locales')).toBe(200 * 4)
    expect(
      await count(
        `SELECT count(*)::int AS n FROM properties p
          WHERE (SELECT count(*) FROM properties_locales l WHERE l._parent_id = p.id) <> 4`,
      ),
    ).toBe(0)
    // Copies of VT-1 (city 1) carry its two photos; copies of VT-2 (city 2) its array row.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM properties p WHERE p.city_id = 1
           AND (SELECT count(*) FROM properties_rels r WHERE r.parent_id = p.id AND r.path = 'photos') <> 2`,
      ),
    ).toBe(0)
    expect(await count('SELECT count(DISTINCT id)::int AS n FROM properties_units')).toBe(
      await count('SELECT count(*)::int AS n FROM properties WHERE city_id = 2'),
    )
  })

  it('keeps prices and positions close to the source and links no copy to a project', async () => {
    const { rows } = await db.query<{ min: string; max: string; lat: string; projects: number }>(
      `SELECT min(price) AS min, max(price) AS max, max(abs(latitude - 51.05)) AS lat,
              count(project_id)::int AS projects
         FROM properties WHERE reference LIKE '${GENERATED_REFERENCE_PREFIX}%' AND city_id = 1`,
    )
    expect(Number(rows[0].min)).toBeGreaterThanOrEqual(385000 * 0.8 - 500)
    expect(Number(rows[0].max)).toBeLessThanOrEqual(385000 * 1.2 + 500)
    expect(Number(rows[0].lat)).toBeLessThanOrEqual(0.005)
    expect(rows[0].projects).toBe(0)
  })

  it('does nothing the second time', async () => {
    const again = await generateProperties(db, 200)
    expect(again.inserted).toBe(0)
    expect(again.after).toBe(200)
  })
})
