import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateProperties, GENERATED_REFERENCE_PREFIX } from './generate-properties'
import { PLACES } from './places'

// The shape of Payload's tables for the properties, cities and types, reduced.
const schema = `
  CREATE TYPE _locales AS ENUM ('nl', 'fr', 'en', 'de');
  CREATE TYPE enum_properties_status AS ENUM ('draft', 'published');
  CREATE TYPE enum_cities_country AS ENUM ('10', '20', '30', '40', '50');
  CREATE TABLE media (id serial PRIMARY KEY);
  CREATE TABLE cities (
    id serial PRIMARY KEY, zip varchar NOT NULL, country enum_cities_country DEFAULT '10' NOT NULL,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL, deleted_at timestamp(3) with time zone
  );
  CREATE TABLE cities_locales (
    name varchar NOT NULL, id serial PRIMARY KEY, _locale _locales NOT NULL,
    _parent_id integer NOT NULL REFERENCES cities(id) ON DELETE cascade, UNIQUE (_locale, _parent_id)
  );
  CREATE TABLE property_types (id serial PRIMARY KEY);
  CREATE TABLE property_types_locales (
    name varchar NOT NULL, id serial PRIMARY KEY, _locale _locales NOT NULL,
    _parent_id integer NOT NULL REFERENCES property_types(id) ON DELETE cascade
  );
  CREATE TABLE properties (
    id serial PRIMARY KEY, reference varchar NOT NULL UNIQUE,
    _status enum_properties_status DEFAULT 'published', goal varchar NOT NULL,
    type_id integer NOT NULL REFERENCES property_types(id), city_id integer NOT NULL REFERENCES cities(id),
    neighbourhood_id integer, project_id integer, price numeric, rooms_bedrooms numeric, surfaces_living numeric,
    street varchar, house_number varchar, box_number varchar, energy_co2 numeric,
    latitude numeric, longitude numeric,
    updated_at timestamp(3) with time zone DEFAULT now() NOT NULL,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL, deleted_at timestamp(3) with time zone
  );
  CREATE TABLE properties_locales (
    title varchar NOT NULL, description varchar, type_description varchar, id serial PRIMARY KEY,
    _locale _locales NOT NULL, _parent_id integer NOT NULL REFERENCES properties(id) ON DELETE cascade,
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
  INSERT INTO cities (zip) VALUES ('9000'), ('4000');
  INSERT INTO cities_locales (name, _locale, _parent_id) VALUES
    ('Gent', 'nl', 1), ('Gand', 'fr', 1), ('Ghent', 'en', 1), ('Gent', 'de', 1),
    ('Luik', 'nl', 2), ('Liège', 'fr', 2), ('Liège', 'en', 2), ('Lüttich', 'de', 2);
  INSERT INTO property_types DEFAULT VALUES; INSERT INTO property_types DEFAULT VALUES;
  INSERT INTO property_types_locales (name, _locale, _parent_id) VALUES
    ('Huis', 'nl', 1), ('Maison', 'fr', 1), ('House', 'en', 1), ('Haus', 'de', 1),
    ('Appartement', 'nl', 2), ('Appartement', 'fr', 2), ('Apartment', 'en', 2), ('Wohnung', 'de', 2);
  INSERT INTO properties (reference, _status, goal, type_id, city_id, neighbourhood_id, project_id, price,
                          rooms_bedrooms, surfaces_living, street, energy_co2, latitude, longitude) VALUES
    ('VT-1', 'published', 'sale', 1, 1, 4, 5, 385000, 3, 180, 'Kouter', 21, 51.05, 3.72),
    ('VT-2', 'published', 'rent', 2, 2, NULL, NULL, 1050, 1, 70, 'Rue Haute', 9, 50.63, 5.57),
    ('VT-3', 'draft', 'sale', 1, 2, NULL, NULL, 250000, 2, 100, 'Rue Basse', 30, 50.63, 5.57);
  INSERT INTO properties_locales (title, description, type_description, _locale, _parent_id)
    SELECT 'Huis ' || p.id, 'Tekst ' || p.id, 'Type ' || l, l::_locales, p.id
      FROM properties p, unnest(ARRAY['nl','fr','en','de']) AS l;
  INSERT INTO properties_rels ("order", parent_id, path, media_id) VALUES (1, 1, 'photos', 1), (2, 1, 'photos', 2);
  INSERT INTO properties_units (_order, _parent_id, id, label) VALUES (1, 2, 'abc', 'unit');
`

describe('generateProperties', () => {
  let db: PGlite
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n
  const generated = `reference LIKE '${GENERATED_REFERENCE_PREFIX}%'`

  beforeAll(async () => {
    db = await PGlite.create()
    await db.exec(schema)
  }, 120_000) // starting PGlite takes seconds, more on a busy machine
  afterAll(async () => {
    await db.close()
  })

  it('fills the database up to the count and adds the towns of places.ts', { timeout: 60_000 }, async () => {
    const result = await generateProperties(db, 503, { now: new Date('2026-11-24T12:00:00Z') })
    expect(result).toMatchObject({ before: 3, inserted: 500, after: 503, townsAdded: PLACES.length })
    // One listing in 25 is a draft; the seeded draft stays one.
    expect(result.published).toBe(2 + 500 - 20)
    expect(await count(`SELECT count(DISTINCT reference)::int AS n FROM properties WHERE ${generated}`)).toBe(500)
    expect(await count('SELECT count(*)::int AS n FROM cities')).toBe(2 + PLACES.length)
    expect(await count('SELECT count(*)::int AS n FROM cities_locales')).toBe((2 + PLACES.length) * 4)
    // Spread over many towns, the sample agency's own among them.
    expect(await count(`SELECT count(DISTINCT city_id)::int AS n FROM properties WHERE ${generated}`)).toBeGreaterThan(
      40,
    )
    expect(
      await count(`SELECT count(*)::int AS n FROM properties WHERE ${generated} AND city_id IN (1, 2)`),
    ).toBeGreaterThan(0)
  })

  it('models each listing on a published property: its type, goal and other columns, never its project', async () => {
    const { rows } = await db.query<{ bad: number; projects: number; neighbourhoods: number; co2: number }>(
      `SELECT count(*) FILTER (WHERE p.type_id <> m.type_id OR p.goal <> m.goal OR p.energy_co2 <> m.energy_co2)::int AS bad,
              count(p.project_id)::int AS projects, count(p.neighbourhood_id)::int AS neighbourhoods,
              count(DISTINCT p.energy_co2)::int AS co2
         FROM properties p
         JOIN properties m ON m.reference = CASE WHEN p.energy_co2 = 21 THEN 'VT-1' ELSE 'VT-2' END
        WHERE p.${generated}`,
    )
    expect(rows[0]).toEqual({ bad: 0, projects: 0, neighbourhoods: 0, co2: 2 }) // the draft VT-3 is no model
  })

  it('gives every listing its four localized rows with its own title, and its model’s photos and array rows', async () => {
    expect(await count('SELECT count(*)::int AS n FROM properties_locales')).toBe(503 * 4)
    const { rows } = await db.query<{ title: string; description: string; type_description: string; city: string }>(
      `SELECT l.title, l.description, l.type_description, c.name AS city
         FROM properties p
         JOIN properties_locales l ON l._parent_id = p.id AND l._locale = 'fr'
         JOIN cities_locales c ON c._parent_id = p.city_id AND c._locale = 'fr'
        WHERE p.${generated} AND p.type_id = 1 ORDER BY p.id LIMIT 1`,
    )
    expect(rows[0].title).toMatch(new RegExp(`^Maison \\d chambres.* à ${rows[0].city}$`))
    expect(rows[0].description).toContain(rows[0].city)
    expect(rows[0].type_description).toBe('Type fr') // copied from the model
    expect(
      await count(
        `SELECT count(*)::int AS n FROM properties p WHERE p.energy_co2 = 21
           AND (SELECT count(*) FROM properties_rels r WHERE r.parent_id = p.id AND r.path = 'photos') <> 2`,
      ),
    ).toBe(0)
    expect(await count('SELECT count(DISTINCT id)::int AS n FROM properties_units')).toBe(
      await count('SELECT count(*)::int AS n FROM properties WHERE type_id = 2'),
    )
  })

  it(
    'continues where it stopped when the count grows, and does nothing when it is reached',
    { timeout: 60_000 },
    async () => {
      const more = await generateProperties(db, 553)
      expect(more).toMatchObject({ inserted: 50, after: 553, townsAdded: 0 })
      expect(await count(`SELECT count(DISTINCT reference)::int AS n FROM properties`)).toBe(553)
      const again = await generateProperties(db, 553)
      expect(again.inserted).toBe(0)
    },
  )
})
