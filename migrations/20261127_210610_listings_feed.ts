import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_runs_trigger" AS ENUM('command', 'push', 'schedule', 'back-office');
  CREATE TYPE "public"."enum_import_runs_status" AS ENUM('running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pullListingsFeed' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pullListingsFeed' BEFORE 'schedulePublish';
  CREATE TABLE "import_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"trigger" "enum_import_runs_trigger" NOT NULL,
  	"status" "enum_import_runs_status" NOT NULL,
  	"source" varchar,
  	"push_id" varchar,
  	"dry_run" boolean DEFAULT false,
  	"created" numeric,
  	"updated" numeric,
  	"unchanged" numeric,
  	"withdrawn" numeric,
  	"skipped" numeric,
  	"error" varchar,
  	"report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "feed_crm_id" varchar;
  ALTER TABLE "properties" ADD COLUMN "feed_hash" varchar;
  ALTER TABLE "properties" ADD COLUMN "feed_imported_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "feed_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_feed_crm_id" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_feed_hash" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_feed_imported_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_feed_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "source_url" varchar;
  ALTER TABLE "media" ADD COLUMN "source_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_runs_id" integer;
  CREATE INDEX "import_runs_started_at_idx" ON "import_runs" USING btree ("started_at");
  CREATE UNIQUE INDEX "import_runs_push_id_idx" ON "import_runs" USING btree ("push_id");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_runs_fk" FOREIGN KEY ("import_runs_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_feed_feed_crm_id_idx" ON "properties" USING btree ("feed_crm_id");
  CREATE INDEX "_properties_v_version_feed_version_feed_crm_id_idx" ON "_properties_v" USING btree ("version_feed_crm_id");
  CREATE INDEX "media_source_url_idx" ON "media" USING btree ("source_url");
  CREATE INDEX "media_source_hash_idx" ON "media" USING btree ("source_hash");
  CREATE INDEX "payload_locked_documents_rels_import_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_runs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'anonymiseLeads', 'sendOwnerReports', 'ownerPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'anonymiseLeads', 'sendOwnerReports', 'ownerPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "properties_feed_feed_crm_id_idx";
  DROP INDEX "_properties_v_version_feed_version_feed_crm_id_idx";
  DROP INDEX "media_source_url_idx";
  DROP INDEX "media_source_hash_idx";
  DROP INDEX "payload_locked_documents_rels_import_runs_id_idx";
  ALTER TABLE "properties" DROP COLUMN "feed_crm_id";
  ALTER TABLE "properties" DROP COLUMN "feed_hash";
  ALTER TABLE "properties" DROP COLUMN "feed_imported_at";
  ALTER TABLE "properties" DROP COLUMN "feed_withdrawn_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_feed_crm_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_feed_hash";
  ALTER TABLE "_properties_v" DROP COLUMN "version_feed_imported_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_feed_withdrawn_at";
  ALTER TABLE "media" DROP COLUMN "source_url";
  ALTER TABLE "media" DROP COLUMN "source_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_runs_id";
  DROP TYPE "public"."enum_import_runs_trigger";
  DROP TYPE "public"."enum_import_runs_status";`)
}
