import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The search panel finds a property by its reference as a visitor reads it ('VT-1001',
// 'vt 1001') or by the reference's digits ('1001') on every keystroke: an index on each folded
// form (features/search/queries.ts compares the same expressions).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "properties_reference_folded_idx"
      ON "properties" (upper(regexp_replace("reference", '[^0-9A-Za-z]', '', 'g')));
    CREATE INDEX IF NOT EXISTS "properties_reference_digits_idx"
      ON "properties" (regexp_replace("reference", '[^0-9]', '', 'g'));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "properties_reference_digits_idx";
    DROP INDEX IF EXISTS "properties_reference_folded_idx";
  `)
}
