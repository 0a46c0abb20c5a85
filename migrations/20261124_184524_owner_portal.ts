import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_owners_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TABLE "visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"feedback" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"channel" varchar NOT NULL,
  	"url" varchar,
  	"from" timestamp(3) with time zone NOT NULL,
  	"until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"property_id" integer NOT NULL,
  	"for_owners" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "owners_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"language" "enum_owners_language" DEFAULT 'nl' NOT NULL,
  	"weekly_report" boolean DEFAULT true,
  	"invited_at" timestamp(3) with time zone,
  	"last_report_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "owners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_listed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owners_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "owners_id" integer;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "owners_sessions" ADD CONSTRAINT "owners_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "visits_property_idx" ON "visits" USING btree ("property_id");
  CREATE INDEX "visits_date_idx" ON "visits" USING btree ("date");
  CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id");
  CREATE INDEX "visits_updated_at_idx" ON "visits" USING btree ("updated_at");
  CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");
  CREATE INDEX "publications_property_idx" ON "publications" USING btree ("property_id");
  CREATE INDEX "publications_updated_at_idx" ON "publications" USING btree ("updated_at");
  CREATE INDEX "publications_created_at_idx" ON "publications" USING btree ("created_at");
  CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id");
  CREATE INDEX "property_documents_updated_at_idx" ON "property_documents" USING btree ("updated_at");
  CREATE INDEX "property_documents_created_at_idx" ON "property_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_documents_filename_idx" ON "property_documents" USING btree ("filename");
  CREATE INDEX "owners_sessions_order_idx" ON "owners_sessions" USING btree ("_order");
  CREATE INDEX "owners_sessions_parent_id_idx" ON "owners_sessions" USING btree ("_parent_id");
  CREATE INDEX "owners_updated_at_idx" ON "owners" USING btree ("updated_at");
  CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");
  CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree ("email");
  CREATE INDEX "owners_rels_order_idx" ON "owners_rels" USING btree ("order");
  CREATE INDEX "owners_rels_parent_idx" ON "owners_rels" USING btree ("parent_id");
  CREATE INDEX "owners_rels_path_idx" ON "owners_rels" USING btree ("path");
  CREATE INDEX "owners_rels_properties_id_idx" ON "owners_rels" USING btree ("properties_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visits_fk" FOREIGN KEY ("visits_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_documents_fk" FOREIGN KEY ("property_documents_id") REFERENCES "public"."property_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("visits_id");
  CREATE INDEX "payload_locked_documents_rels_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("publications_id");
  CREATE INDEX "payload_locked_documents_rels_property_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("property_documents_id");
  CREATE INDEX "payload_locked_documents_rels_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("owners_id");
  CREATE INDEX "payload_preferences_rels_owners_id_idx" ON "payload_preferences_rels" USING btree ("owners_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "publications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "property_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visits" CASCADE;
  DROP TABLE "publications" CASCADE;
  DROP TABLE "property_documents" CASCADE;
  DROP TABLE "owners_sessions" CASCADE;
  DROP TABLE "owners" CASCADE;
  DROP TABLE "owners_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owners_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_owners_fk";
  
  DROP INDEX "payload_locked_documents_rels_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_publications_id_idx";
  DROP INDEX "payload_locked_documents_rels_property_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_owners_id_idx";
  DROP INDEX "payload_preferences_rels_owners_id_idx";
  ALTER TABLE "properties" DROP COLUMN "listed_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_listed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owners_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "owners_id";
  DROP TYPE "public"."enum_owners_language";`)
}
