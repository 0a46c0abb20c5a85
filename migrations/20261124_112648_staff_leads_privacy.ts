import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_testimonials_language" AS ENUM('page', 'all');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_testimonials_language" AS ENUM('page', 'all');
  CREATE TYPE "public"."enum_testimonials_locale" AS ENUM('nl', 'fr', 'en', 'de');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonymiseLeads' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonymiseLeads' BEFORE 'schedulePublish';
  CREATE TABLE "menu_pages_blocks_testimonials_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_testimonials_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_testimonials_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_testimonials_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_testimonials_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"position" "enum_menu_pages_blocks_testimonials_position" DEFAULT 'auto',
  	"span" numeric DEFAULT 1,
  	"background_type" "enum_menu_pages_blocks_testimonials_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"video_url" varchar,
  	"color_background" varchar,
  	"condition_field" "enum_menu_pages_blocks_testimonials_cond_fld",
  	"condition_logic" "enum_menu_pages_blocks_testimonials_cond_lgc" DEFAULT 'equals',
  	"condition_compare_with_field" "enum_menu_pages_blocks_testimonials_cond_cmp",
  	"condition_compare_with_value" varchar,
  	"condition_advanced_condition_combine" "enum_menu_pages_blocks_testimonials_cond_join" DEFAULT 'and',
  	"language" "enum_menu_pages_blocks_testimonials_language" DEFAULT 'page',
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_testimonials_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "__menu_pages_v_blocks_testimonials_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_testimonials_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_testimonials_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_testimonials_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_testimonials_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"position" "enum__menu_pages_v_blocks_testimonials_position" DEFAULT 'auto',
  	"span" numeric DEFAULT 1,
  	"background_type" "enum__menu_pages_v_blocks_testimonials_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"video_url" varchar,
  	"color_background" varchar,
  	"condition_field" "enum__menu_pages_v_blocks_testimonials_cond_fld",
  	"condition_logic" "enum__menu_pages_v_blocks_testimonials_cond_lgc" DEFAULT 'equals',
  	"condition_compare_with_field" "enum__menu_pages_v_blocks_testimonials_cond_cmp",
  	"condition_compare_with_value" varchar,
  	"condition_advanced_condition_combine" "enum__menu_pages_v_blocks_testimonials_cond_join" DEFAULT 'and',
  	"language" "enum__menu_pages_v_blocks_testimonials_language" DEFAULT 'page',
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar,
  	"rating" numeric,
  	"text" varchar NOT NULL,
  	"published" boolean DEFAULT false,
  	"locale" "enum_testimonials_locale" NOT NULL,
  	"email" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "menu_pages_blocks_testimonials_cond_rules" ADD CONSTRAINT "menu_pages_blocks_testimonials_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_testimonials" ADD CONSTRAINT "menu_pages_blocks_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_testimonials" ADD CONSTRAINT "menu_pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_testimonials_locales" ADD CONSTRAINT "menu_pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_testimonials_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_testimonials_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_testimonials" ADD CONSTRAINT "_menu_pages_v_blocks_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_testimonials" ADD CONSTRAINT "_menu_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_menu_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "menu_pages_blocks_testimonials_cond_rules_order_idx" ON "menu_pages_blocks_testimonials_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_testimonials_cond_rules_parent_id_idx" ON "menu_pages_blocks_testimonials_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_testimonials_order_idx" ON "menu_pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_testimonials_parent_id_idx" ON "menu_pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_testimonials_path_idx" ON "menu_pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "menu_pages_blocks_testimonials_image_idx" ON "menu_pages_blocks_testimonials" USING btree ("image_id");
  CREATE UNIQUE INDEX "menu_pages_blocks_testimonials_locales_locale_parent_id_uniq" ON "menu_pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_testimonials_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_testimonials_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_testimonials_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_testimonials_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_testimonials_order_idx" ON "_menu_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_testimonials_parent_id_idx" ON "_menu_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_testimonials_path_idx" ON "_menu_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_menu_pages_v_blocks_testimonials_image_idx" ON "_menu_pages_v_blocks_testimonials" USING btree ("image_id");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_testimonials_locales_locale_parent_id_u" ON "_menu_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("published");
  CREATE INDEX "testimonials_email_idx" ON "testimonials" USING btree ("email");
  CREATE INDEX "testimonials_lead_idx" ON "testimonials" USING btree ("lead_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_pages_blocks_testimonials_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_testimonials_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menu_pages_blocks_testimonials_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_testimonials" CASCADE;
  DROP TABLE "menu_pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_testimonials_cond_rules_v" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "privacy" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'matchAlerts', 'sendAlertDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_position";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_testimonials_language";
  DROP TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_testimonials_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_cond_join";
  DROP TYPE "public"."enum__menu_pages_v_blocks_testimonials_language";
  DROP TYPE "public"."enum_testimonials_locale";`)
}
