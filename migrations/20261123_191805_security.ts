import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "property_types" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cities" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "menu_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "team_members" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  CREATE INDEX "properties_deleted_at_idx" ON "properties" USING btree ("deleted_at");
  CREATE INDEX "projects_deleted_at_idx" ON "projects" USING btree ("deleted_at");
  CREATE INDEX "property_types_deleted_at_idx" ON "property_types" USING btree ("deleted_at");
  CREATE INDEX "cities_deleted_at_idx" ON "cities" USING btree ("deleted_at");
  CREATE INDEX "menu_pages_deleted_at_idx" ON "menu_pages" USING btree ("deleted_at");
  CREATE INDEX "articles_deleted_at_idx" ON "articles" USING btree ("deleted_at");
  CREATE INDEX "categories_deleted_at_idx" ON "categories" USING btree ("deleted_at");
  CREATE INDEX "team_members_deleted_at_idx" ON "team_members" USING btree ("deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_deleted_at_idx";
  DROP INDEX "projects_deleted_at_idx";
  DROP INDEX "property_types_deleted_at_idx";
  DROP INDEX "cities_deleted_at_idx";
  DROP INDEX "menu_pages_deleted_at_idx";
  DROP INDEX "articles_deleted_at_idx";
  DROP INDEX "categories_deleted_at_idx";
  DROP INDEX "team_members_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  ALTER TABLE "properties" DROP COLUMN "deleted_at";
  ALTER TABLE "projects" DROP COLUMN "deleted_at";
  ALTER TABLE "property_types" DROP COLUMN "deleted_at";
  ALTER TABLE "cities" DROP COLUMN "deleted_at";
  ALTER TABLE "menu_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "articles" DROP COLUMN "deleted_at";
  ALTER TABLE "categories" DROP COLUMN "deleted_at";
  ALTER TABLE "team_members" DROP COLUMN "deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";`)
}
