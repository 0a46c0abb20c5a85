import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_alerts_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_search_alerts_status" AS ENUM('active', 'unsubscribed');
  CREATE TYPE "public"."enum_search_alerts_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_alert_matches_reason" AS ENUM('published', 'price-drop');
  CREATE TYPE "public"."enum_alert_matches_state" AS ENUM('pending', 'sent', 'dropped');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'matchAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlertDigests' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'matchAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlertDigests' BEFORE 'schedulePublish';
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"locale" "enum_search_alerts_locale" NOT NULL,
  	"status" "enum_search_alerts_status" DEFAULT 'active' NOT NULL,
  	"goal" "enum_search_alerts_goal" NOT NULL,
  	"price_min" numeric,
  	"price_max" numeric,
  	"bedrooms_min" numeric,
  	"lead_id" integer,
  	"last_digest_sent_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_alerts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "search_alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"cities_id" integer
  );
  
  CREATE TABLE "alert_matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"property_id" integer,
  	"reason" "enum_alert_matches_reason" NOT NULL,
  	"previous_price" numeric,
  	"state" "enum_alert_matches_state" DEFAULT 'pending' NOT NULL,
  	"mail_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_newsletter_subscribers_locale" NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_matches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_alerts_texts" ADD CONSTRAINT "search_alerts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_alerts_rels" ADD CONSTRAINT "search_alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_alerts_rels" ADD CONSTRAINT "search_alerts_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_alerts_rels" ADD CONSTRAINT "search_alerts_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_status_idx" ON "search_alerts" USING btree ("status");
  CREATE INDEX "search_alerts_goal_idx" ON "search_alerts" USING btree ("goal");
  CREATE INDEX "search_alerts_lead_idx" ON "search_alerts" USING btree ("lead_id");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  CREATE INDEX "search_alerts_texts_order_parent" ON "search_alerts_texts" USING btree ("order","parent_id");
  CREATE INDEX "search_alerts_rels_order_idx" ON "search_alerts_rels" USING btree ("order");
  CREATE INDEX "search_alerts_rels_parent_idx" ON "search_alerts_rels" USING btree ("parent_id");
  CREATE INDEX "search_alerts_rels_path_idx" ON "search_alerts_rels" USING btree ("path");
  CREATE INDEX "search_alerts_rels_property_types_id_idx" ON "search_alerts_rels" USING btree ("property_types_id");
  CREATE INDEX "search_alerts_rels_cities_id_idx" ON "search_alerts_rels" USING btree ("cities_id");
  CREATE INDEX "alert_matches_alert_idx" ON "alert_matches" USING btree ("alert_id");
  CREATE INDEX "alert_matches_property_idx" ON "alert_matches" USING btree ("property_id");
  CREATE INDEX "alert_matches_state_idx" ON "alert_matches" USING btree ("state");
  CREATE INDEX "alert_matches_mail_idx" ON "alert_matches" USING btree ("mail_id");
  CREATE INDEX "alert_matches_updated_at_idx" ON "alert_matches" USING btree ("updated_at");
  CREATE INDEX "alert_matches_created_at_idx" ON "alert_matches" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_lead_idx" ON "newsletter_subscribers" USING btree ("lead_id");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_matches_fk" FOREIGN KEY ("alert_matches_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_matches_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_alerts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_alerts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_matches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_alerts" CASCADE;
  DROP TABLE "search_alerts_texts" CASCADE;
  DROP TABLE "search_alerts_rels" CASCADE;
  DROP TABLE "alert_matches" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_matches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_search_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_matches_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_matches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  DROP TYPE "public"."enum_search_alerts_locale";
  DROP TYPE "public"."enum_search_alerts_status";
  DROP TYPE "public"."enum_search_alerts_goal";
  DROP TYPE "public"."enum_alert_matches_reason";
  DROP TYPE "public"."enum_alert_matches_state";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`)
}
