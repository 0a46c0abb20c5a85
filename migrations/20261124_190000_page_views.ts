import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Page views of a property per day (features/page-views): counted from the property page's
// beacon, written in batches. A count per day and property, nothing about the visitor.
// Not a Payload collection: nobody edits it, and the counter upserts it in one statement.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "page_views" (
    "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "views" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("property_id", "day")
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "page_views"`)
}
