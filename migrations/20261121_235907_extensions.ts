import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Accent- and typo-tolerant search (city names such as 'liege' for Liège) needs these two
// extensions; PGlite ships them and a PostgreSQL server has them in its contrib package.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP EXTENSION IF EXISTS pg_trgm; DROP EXTENSION IF EXISTS unaccent;`)
}
