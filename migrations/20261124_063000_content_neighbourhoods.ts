import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "neighbourhoods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city_id" integer NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "neighbourhoods_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "neighbourhood_id" integer;
  ALTER TABLE "_properties_v" ADD COLUMN "version_neighbourhood_id" integer;
  ALTER TABLE "projects" ADD COLUMN "external_address" varchar;
  ALTER TABLE "projects" ADD COLUMN "neighbourhood_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_external_address" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_neighbourhood_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "neighbourhoods_id" integer;
  ALTER TABLE "neighbourhoods" ADD CONSTRAINT "neighbourhoods_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "neighbourhoods_locales" ADD CONSTRAINT "neighbourhoods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "neighbourhoods_city_idx" ON "neighbourhoods" USING btree ("city_id");
  CREATE INDEX "neighbourhoods_updated_at_idx" ON "neighbourhoods" USING btree ("updated_at");
  CREATE INDEX "neighbourhoods_created_at_idx" ON "neighbourhoods" USING btree ("created_at");
  CREATE INDEX "neighbourhoods_deleted_at_idx" ON "neighbourhoods" USING btree ("deleted_at");
  CREATE UNIQUE INDEX "neighbourhoods_locales_locale_parent_id_unique" ON "neighbourhoods_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("version_neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("version_neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_neighbourhoods_fk" FOREIGN KEY ("neighbourhoods_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_neighbourhood_idx" ON "properties" USING btree ("neighbourhood_id");
  CREATE INDEX "_properties_v_version_version_neighbourhood_idx" ON "_properties_v" USING btree ("version_neighbourhood_id");
  CREATE INDEX "projects_neighbourhood_idx" ON "projects" USING btree ("neighbourhood_id");
  CREATE INDEX "_projects_v_version_version_neighbourhood_idx" ON "_projects_v" USING btree ("version_neighbourhood_id");
  CREATE INDEX "payload_locked_documents_rels_neighbourhoods_id_idx" ON "payload_locked_documents_rels" USING btree ("neighbourhoods_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "neighbourhoods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "neighbourhoods_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "neighbourhoods" CASCADE;
  DROP TABLE "neighbourhoods_locales" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_neighbourhood_id_neighbourhoods_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_neighbourhood_id_neighbourhoods_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_neighbourhood_id_neighbourhoods_id_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_neighbourhood_id_neighbourhoods_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_neighbourhoods_fk";
  
  DROP INDEX "properties_neighbourhood_idx";
  DROP INDEX "_properties_v_version_version_neighbourhood_idx";
  DROP INDEX "projects_neighbourhood_idx";
  DROP INDEX "_projects_v_version_version_neighbourhood_idx";
  DROP INDEX "payload_locked_documents_rels_neighbourhoods_id_idx";
  ALTER TABLE "properties" DROP COLUMN "neighbourhood_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_neighbourhood_id";
  ALTER TABLE "projects" DROP COLUMN "external_address";
  ALTER TABLE "projects" DROP COLUMN "neighbourhood_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_external_address";
  ALTER TABLE "_projects_v" DROP COLUMN "version_neighbourhood_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "neighbourhoods_id";`)
}
