import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The enquiry forms' counters of rate-limiter-flexible and their spent ALTCHA proofs
// (features/enquiries/abuse), in the database so every app instance shares them; the same
// columns as the library's own table. Not a Payload collection: nobody edits them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "enquiry_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "enquiry_limits"`)
}
