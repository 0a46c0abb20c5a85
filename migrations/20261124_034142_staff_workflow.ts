import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_version_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__properties_v_version_marquee" AS ENUM('1', '3', '4');
  CREATE TYPE "public"."enum__properties_v_version_price_unit" AS ENUM('1', '2', '7');
  CREATE TYPE "public"."enum__properties_v_version_comfort_heating" AS ENUM('gas', 'oil', 'electric', 'heat-pump', 'district', 'wood', 'none');
  CREATE TYPE "public"."enum__properties_v_version_comfort_kitchen" AS ENUM('fitted', 'semi-fitted', 'open', 'closed', 'none');
  CREATE TYPE "public"."enum__properties_v_version_comfort_glazing" AS ENUM('single', 'double', 'triple');
  CREATE TYPE "public"."enum__properties_v_version_legal_planning_permit" AS ENUM('granted', 'not-granted', 'unknown');
  CREATE TYPE "public"."enum__properties_v_version_legal_planning_destination" AS ENUM('residential', 'residential-rural', 'mixed', 'industrial', 'agricultural', 'recreational');
  CREATE TYPE "public"."enum__properties_v_version_legal_flood_plot_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_legal_flood_building_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_legal_asbestos_certificate" AS ENUM('available', 'pending', 'not-required');
  CREATE TYPE "public"."enum__properties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_units_status" AS ENUM('available', 'option', 'sold', 'rented');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_goal" AS ENUM('all', 'sale', 'rent');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_view" AS ENUM('grid', 'list', 'map');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_view" AS ENUM('collapsible', 'cards');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_kind" AS ENUM('service', 'testimonial');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'contact-appointment', 'contact-construction');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__menu_pages_v_version_type" AS ENUM('page', 'redirect');
  CREATE TYPE "public"."enum__menu_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menu_pages_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('service', 'testimonial');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_properties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference" varchar,
  	"version_goal" "enum__properties_v_version_goal" DEFAULT 'sale',
  	"version_marquee" "enum__properties_v_version_marquee" DEFAULT '1',
  	"version_type_id" integer,
  	"version_project_id" integer,
  	"version_price" numeric,
  	"version_publish_price" boolean DEFAULT true,
  	"version_price_unit" "enum__properties_v_version_price_unit" DEFAULT '1',
  	"version_costs_notary" numeric,
  	"version_costs_registration" numeric,
  	"version_costs_vat" numeric,
  	"version_costs_monthly_charges" numeric,
  	"version_costs_vat_applicable" boolean DEFAULT false,
  	"version_viager_is_viager" boolean DEFAULT false,
  	"version_viager_bouquet" numeric,
  	"version_viager_monthly_annuity" numeric,
  	"version_viager_occupant_age_a" numeric,
  	"version_viager_occupant_age_b" numeric,
  	"version_viager_occupied" boolean DEFAULT true,
  	"version_availability_available_from" timestamp(3) with time zone,
  	"version_publish_address" boolean DEFAULT true,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_number" varchar,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_surfaces_living" numeric,
  	"version_surfaces_plot" numeric,
  	"version_surfaces_built" numeric,
  	"version_surfaces_garden" numeric,
  	"version_surfaces_terrace" numeric,
  	"version_rooms_bedrooms" numeric,
  	"version_rooms_bathrooms" numeric,
  	"version_rooms_shower_rooms" numeric,
  	"version_rooms_toilets" numeric,
  	"version_rooms_garages" numeric,
  	"version_rooms_parking" numeric,
  	"version_rooms_floors" numeric,
  	"version_rooms_floor" numeric,
  	"version_construction_year" numeric,
  	"version_renovation_year" numeric,
  	"version_comfort_heating" "enum__properties_v_version_comfort_heating",
  	"version_comfort_kitchen" "enum__properties_v_version_comfort_kitchen",
  	"version_comfort_glazing" "enum__properties_v_version_comfort_glazing",
  	"version_energy_epc_value" numeric,
  	"version_energy_epc_label_text" varchar,
  	"version_energy_epc_unique_code" varchar,
  	"version_energy_co2" numeric,
  	"version_energy_e_level" numeric,
  	"version_legal_planning_permit" "enum__properties_v_version_legal_planning_permit",
  	"version_legal_planning_destination" "enum__properties_v_version_legal_planning_destination",
  	"version_legal_preemption_right" boolean DEFAULT false,
  	"version_legal_flood_plot_score" "enum__properties_v_version_legal_flood_plot_score",
  	"version_legal_flood_building_score" "enum__properties_v_version_legal_flood_building_score",
  	"version_legal_flood_zone" boolean DEFAULT false,
  	"version_legal_asbestos_certificate" "enum__properties_v_version_legal_asbestos_certificate",
  	"version_legal_asbestos_certificate_date" timestamp(3) with time zone,
  	"version_virtual_tour_url" varchar,
  	"version_video_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__properties_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__properties_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_properties_v_locales" (
  	"version_title" varchar,
  	"version_type_description" varchar,
  	"version_description" varchar,
  	"version_price_unit_text" varchar,
  	"version_costs_remarks" varchar,
  	"version_availability_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_projects_v_version_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"type_id" integer,
  	"floor" numeric,
  	"bedrooms" numeric,
  	"living" numeric,
  	"price" numeric,
  	"status" "enum__projects_v_version_units_status" DEFAULT 'available',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_external_url" varchar,
  	"version_publish_address" boolean DEFAULT true,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_number" varchar,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_delivery" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_menu_pages_v_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_property_list_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"goal" "enum__menu_pages_v_blocks_property_list_goal" DEFAULT 'all',
  	"max_items" numeric,
  	"number_item_of_row" numeric DEFAULT 4,
  	"view" "enum__menu_pages_v_blocks_property_list_view" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_property_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_category_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"category_id" integer,
  	"is_has_subcategories" boolean DEFAULT true,
  	"view" "enum__menu_pages_v_blocks_category_view" DEFAULT 'collapsible',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_category_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_article_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"kind" "enum__menu_pages_v_blocks_article_kind" DEFAULT 'service',
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_article_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_contact_form_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"form" "enum__menu_pages_v_blocks_contact_form_form" DEFAULT 'site-contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_contact_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_banner_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"background_type" "enum__menu_pages_v_blocks_banner_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"video_url" varchar,
  	"color_background" varchar,
  	"show_search" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_banner_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_rich_text_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_rich_text_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__menu_pages_v_blocks_team_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"number_item_of_row" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_menu_pages_v_blocks_team_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_show_in_menu" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_parent_id" integer,
  	"version_type" "enum__menu_pages_v_version_type" DEFAULT 'page',
  	"version_redirect_url" varchar,
  	"version_show_bread_crumb" boolean DEFAULT true,
  	"version_show_page_banner" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_css" varchar,
  	"version_is_active_s_e_o" boolean DEFAULT true,
  	"version_meta_og_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__menu_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menu_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_menu_pages_v_locales" (
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_banner_title" varchar,
  	"version_banner_description" varchar,
  	"version_meta_page_title" varchar,
  	"version_meta_metadata_title" varchar,
  	"version_meta_metadata_description" varchar,
  	"version_meta_og_title" varchar,
  	"version_meta_og_description" varchar,
  	"version_meta_twitter_title" varchar,
  	"version_meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"media_id" integer,
  	"team_members_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'service',
  	"version_sort" numeric DEFAULT 0,
  	"version_category_id" integer,
  	"version_image_id" integer,
  	"version_author" varchar,
  	"version_rating" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- menu_pages keeps enum_menu_pages_status: the old "status" column used it and Payload's
  -- "_status" takes it over (hand-edited: drizzle-kit dropped and re-created it while in use).
  DROP INDEX "properties_published_idx";
  DROP INDEX "projects_published_idx";
  DROP INDEX "menu_pages_status_idx";
  ALTER TABLE "properties" ALTER COLUMN "reference" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "goal" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "marquee" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "type_id" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "city_id" DROP NOT NULL;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_units" ALTER COLUMN "reference" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "city_id" DROP NOT NULL;
  ALTER TABLE "projects_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" DROP NOT NULL;
  ALTER TABLE "menu_pages" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "menu_pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "_status" "enum_properties_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "menu_pages" ADD COLUMN "_status" "enum_menu_pages_status" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_type_id_property_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_units" ADD CONSTRAINT "_projects_v_version_units_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_units" ADD CONSTRAINT "_projects_v_version_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD CONSTRAINT "_menu_pages_v_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_property_list_locales" ADD CONSTRAINT "_menu_pages_v_blocks_property_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD CONSTRAINT "_menu_pages_v_blocks_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD CONSTRAINT "_menu_pages_v_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_category_locales" ADD CONSTRAINT "_menu_pages_v_blocks_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD CONSTRAINT "_menu_pages_v_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_article_locales" ADD CONSTRAINT "_menu_pages_v_blocks_article_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD CONSTRAINT "_menu_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_menu_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD CONSTRAINT "_menu_pages_v_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD CONSTRAINT "_menu_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_banner_locales" ADD CONSTRAINT "_menu_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD CONSTRAINT "_menu_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_menu_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD CONSTRAINT "_menu_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_team_locales" ADD CONSTRAINT "_menu_pages_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v" ADD CONSTRAINT "_menu_pages_v_parent_id_menu_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v" ADD CONSTRAINT "_menu_pages_v_version_parent_id_menu_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v" ADD CONSTRAINT "_menu_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v" ADD CONSTRAINT "_menu_pages_v_version_meta_og_image_id_media_id_fk" FOREIGN KEY ("version_meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_locales" ADD CONSTRAINT "_menu_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_rels" ADD CONSTRAINT "_menu_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menu_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_rels" ADD CONSTRAINT "_menu_pages_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_rels" ADD CONSTRAINT "_menu_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_rels" ADD CONSTRAINT "_menu_pages_v_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_properties_v_parent_idx" ON "_properties_v" USING btree ("parent_id");
  CREATE INDEX "_properties_v_version_version_reference_idx" ON "_properties_v" USING btree ("version_reference");
  CREATE INDEX "_properties_v_version_version_goal_idx" ON "_properties_v" USING btree ("version_goal");
  CREATE INDEX "_properties_v_version_version_type_idx" ON "_properties_v" USING btree ("version_type_id");
  CREATE INDEX "_properties_v_version_version_project_idx" ON "_properties_v" USING btree ("version_project_id");
  CREATE INDEX "_properties_v_version_version_price_idx" ON "_properties_v" USING btree ("version_price");
  CREATE INDEX "_properties_v_version_version_city_idx" ON "_properties_v" USING btree ("version_city_id");
  CREATE INDEX "_properties_v_version_rooms_version_rooms_bedrooms_idx" ON "_properties_v" USING btree ("version_rooms_bedrooms");
  CREATE INDEX "_properties_v_version_version_updated_at_idx" ON "_properties_v" USING btree ("version_updated_at");
  CREATE INDEX "_properties_v_version_version_created_at_idx" ON "_properties_v" USING btree ("version_created_at");
  CREATE INDEX "_properties_v_version_version_deleted_at_idx" ON "_properties_v" USING btree ("version_deleted_at");
  CREATE INDEX "_properties_v_version_version__status_idx" ON "_properties_v" USING btree ("version__status");
  CREATE INDEX "_properties_v_created_at_idx" ON "_properties_v" USING btree ("created_at");
  CREATE INDEX "_properties_v_updated_at_idx" ON "_properties_v" USING btree ("updated_at");
  CREATE INDEX "_properties_v_snapshot_idx" ON "_properties_v" USING btree ("snapshot");
  CREATE INDEX "_properties_v_published_locale_idx" ON "_properties_v" USING btree ("published_locale");
  CREATE INDEX "_properties_v_latest_idx" ON "_properties_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_properties_v_locales_locale_parent_id_unique" ON "_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_version_units_order_idx" ON "_projects_v_version_units" USING btree ("_order");
  CREATE INDEX "_projects_v_version_units_parent_id_idx" ON "_projects_v_version_units" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_units_type_idx" ON "_projects_v_version_units" USING btree ("type_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_city_idx" ON "_projects_v" USING btree ("version_city_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version_deleted_at_idx" ON "_projects_v" USING btree ("version_deleted_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "_menu_pages_v_blocks_property_list_order_idx" ON "_menu_pages_v_blocks_property_list" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_property_list_parent_id_idx" ON "_menu_pages_v_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_property_list_path_idx" ON "_menu_pages_v_blocks_property_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_property_list_locales_locale_parent_id_" ON "_menu_pages_v_blocks_property_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_category_order_idx" ON "_menu_pages_v_blocks_category" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_category_parent_id_idx" ON "_menu_pages_v_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_category_path_idx" ON "_menu_pages_v_blocks_category" USING btree ("_path");
  CREATE INDEX "_menu_pages_v_blocks_category_category_idx" ON "_menu_pages_v_blocks_category" USING btree ("category_id");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_category_locales_locale_parent_id_uniqu" ON "_menu_pages_v_blocks_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_article_order_idx" ON "_menu_pages_v_blocks_article" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_article_parent_id_idx" ON "_menu_pages_v_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_article_path_idx" ON "_menu_pages_v_blocks_article" USING btree ("_path");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_article_locales_locale_parent_id_unique" ON "_menu_pages_v_blocks_article_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_contact_form_order_idx" ON "_menu_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_contact_form_parent_id_idx" ON "_menu_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_contact_form_path_idx" ON "_menu_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_contact_form_locales_locale_parent_id_u" ON "_menu_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_banner_order_idx" ON "_menu_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_banner_parent_id_idx" ON "_menu_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_banner_path_idx" ON "_menu_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_menu_pages_v_blocks_banner_image_idx" ON "_menu_pages_v_blocks_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_menu_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_rich_text_order_idx" ON "_menu_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_rich_text_parent_id_idx" ON "_menu_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_rich_text_path_idx" ON "_menu_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_rich_text_locales_locale_parent_id_uniq" ON "_menu_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_team_order_idx" ON "_menu_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_menu_pages_v_blocks_team_parent_id_idx" ON "_menu_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_menu_pages_v_blocks_team_path_idx" ON "_menu_pages_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_menu_pages_v_blocks_team_locales_locale_parent_id_unique" ON "_menu_pages_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_parent_idx" ON "_menu_pages_v" USING btree ("parent_id");
  CREATE INDEX "_menu_pages_v_version_version_key_idx" ON "_menu_pages_v" USING btree ("version_key");
  CREATE INDEX "_menu_pages_v_version_version_parent_idx" ON "_menu_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_menu_pages_v_version_version_image_idx" ON "_menu_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_menu_pages_v_version_meta_version_meta_og_image_idx" ON "_menu_pages_v" USING btree ("version_meta_og_image_id");
  CREATE INDEX "_menu_pages_v_version_version_updated_at_idx" ON "_menu_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_menu_pages_v_version_version_created_at_idx" ON "_menu_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_menu_pages_v_version_version_deleted_at_idx" ON "_menu_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_menu_pages_v_version_version__status_idx" ON "_menu_pages_v" USING btree ("version__status");
  CREATE INDEX "_menu_pages_v_created_at_idx" ON "_menu_pages_v" USING btree ("created_at");
  CREATE INDEX "_menu_pages_v_updated_at_idx" ON "_menu_pages_v" USING btree ("updated_at");
  CREATE INDEX "_menu_pages_v_snapshot_idx" ON "_menu_pages_v" USING btree ("snapshot");
  CREATE INDEX "_menu_pages_v_published_locale_idx" ON "_menu_pages_v" USING btree ("published_locale");
  CREATE INDEX "_menu_pages_v_latest_idx" ON "_menu_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_menu_pages_v_locales_locale_parent_id_unique" ON "_menu_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_pages_v_rels_order_idx" ON "_menu_pages_v_rels" USING btree ("order");
  CREATE INDEX "_menu_pages_v_rels_parent_idx" ON "_menu_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menu_pages_v_rels_path_idx" ON "_menu_pages_v_rels" USING btree ("path");
  CREATE INDEX "_menu_pages_v_rels_articles_id_idx" ON "_menu_pages_v_rels" USING btree ("articles_id");
  CREATE INDEX "_menu_pages_v_rels_media_id_idx" ON "_menu_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_menu_pages_v_rels_team_members_id_idx" ON "_menu_pages_v_rels" USING btree ("team_members_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version_deleted_at_idx" ON "_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_deleted_at_idx" ON "redirects" USING btree ("deleted_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties__status_idx" ON "properties" USING btree ("_status");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "menu_pages__status_idx" ON "menu_pages" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  -- The old publication flags become Payload's "_status" (hand-written): a property, project
  -- or article without its "published" tick is a draft; a menu page keeps its status.
  UPDATE "properties" SET "_status" = (CASE WHEN "published" IS FALSE THEN 'draft' ELSE 'published' END)::"enum_properties_status";
  UPDATE "projects" SET "_status" = (CASE WHEN "published" IS FALSE THEN 'draft' ELSE 'published' END)::"enum_projects_status";
  UPDATE "articles" SET "_status" = (CASE WHEN "published" IS FALSE THEN 'draft' ELSE 'published' END)::"enum_articles_status";
  UPDATE "menu_pages" SET "_status" = "status";
  ALTER TABLE "properties" DROP COLUMN "published";
  ALTER TABLE "projects" DROP COLUMN "published";
  ALTER TABLE "menu_pages" DROP COLUMN "status";
  ALTER TABLE "articles" DROP COLUMN "published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_properties_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_property_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_property_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_category_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_article" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_article_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_properties_v" CASCADE;
  DROP TABLE "_properties_v_locales" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  DROP TABLE "_projects_v_version_units" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_property_list" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_property_list_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_category" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_category_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_article" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_article_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_team" CASCADE;
  DROP TABLE "_menu_pages_v_blocks_team_locales" CASCADE;
  DROP TABLE "_menu_pages_v" CASCADE;
  DROP TABLE "_menu_pages_v_locales" CASCADE;
  DROP TABLE "_menu_pages_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "properties__status_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "menu_pages__status_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "properties" ALTER COLUMN "reference" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "goal" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "marquee" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "type_id" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "city_id" SET NOT NULL;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_units" ALTER COLUMN "reference" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "city_id" SET NOT NULL;
  ALTER TABLE "projects_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET NOT NULL;
  ALTER TABLE "menu_pages" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "menu_pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "properties" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "projects" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "menu_pages" ADD COLUMN "status" "enum_menu_pages_status" DEFAULT 'draft' NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true;
  CREATE INDEX "properties_published_idx" ON "properties" USING btree ("published");
  CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published");
  CREATE INDEX "menu_pages_status_idx" ON "menu_pages" USING btree ("status");
  -- Back to the old flags (hand-written).
  UPDATE "properties" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "projects" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "articles" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "menu_pages" SET "status" = COALESCE("_status", 'draft');
  ALTER TABLE "properties" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "menu_pages" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum__properties_v_version_goal";
  DROP TYPE "public"."enum__properties_v_version_marquee";
  DROP TYPE "public"."enum__properties_v_version_price_unit";
  DROP TYPE "public"."enum__properties_v_version_comfort_heating";
  DROP TYPE "public"."enum__properties_v_version_comfort_kitchen";
  DROP TYPE "public"."enum__properties_v_version_comfort_glazing";
  DROP TYPE "public"."enum__properties_v_version_legal_planning_permit";
  DROP TYPE "public"."enum__properties_v_version_legal_planning_destination";
  DROP TYPE "public"."enum__properties_v_version_legal_flood_plot_score";
  DROP TYPE "public"."enum__properties_v_version_legal_flood_building_score";
  DROP TYPE "public"."enum__properties_v_version_legal_asbestos_certificate";
  DROP TYPE "public"."enum__properties_v_version_status";
  DROP TYPE "public"."enum__properties_v_published_locale";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_units_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_goal";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_view";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_view";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_kind";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_form";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_title_size";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_title_size";
  DROP TYPE "public"."enum__menu_pages_v_version_type";
  DROP TYPE "public"."enum__menu_pages_v_version_status";
  DROP TYPE "public"."enum__menu_pages_v_published_locale";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
