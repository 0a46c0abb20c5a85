import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_changes_kind" AS ENUM('listed', 'change');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireEndedBadges' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireEndedBadges' BEFORE 'schedulePublish';
  CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"kind" "enum_price_changes_kind" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"old_price" numeric,
  	"new_price" numeric,
  	"lowered" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id");
  CREATE INDEX "price_changes_at_idx" ON "price_changes" USING btree ("at");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");`)
  // The properties published before the history existed start it with their first publication
  // (the day they went on the market) at their current public price (null: price on request).
  await db.execute(sql`
  INSERT INTO "price_changes" ("property_id", "kind", "at", "old_price", "new_price", "lowered")
  SELECT p."id", 'listed', coalesce(p."listed_at", p."created_at"), NULL,
    CASE WHEN p."publish_price" IS FALSE OR p."price" IS NULL OR p."price" <= 0 THEN NULL ELSE p."price" END, false
  FROM "properties" p
  WHERE p."listed_at" IS NOT NULL OR p."_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_changes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'anonymiseLeads', 'sendOwnerReports', 'ownerPasswordReset', 'pullListingsFeed', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'anonymiseLeads', 'sendOwnerReports', 'ownerPasswordReset', 'pullListingsFeed', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  DROP TYPE "public"."enum_price_changes_kind";`)
}
