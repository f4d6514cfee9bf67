CREATE TABLE "lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"lookup_code" text NOT NULL,
	"value" text NOT NULL,
	"display" text NOT NULL,
	"parent_value" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookups_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "lookups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"period_months" integer DEFAULT 1 NOT NULL,
	"billing_day" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_cycles_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "billing_cycles_billing_day_ck" CHECK ("billing_cycles"."billing_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "billing_cycles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"network_code" text NOT NULL,
	"description" text NOT NULL,
	"is_embedded" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networks_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "networks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sub_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "product_sub_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'kWh' NOT NULL,
	"icon_name" text DEFAULT 'bolt' NOT NULL,
	"is_metered" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "product_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "network_node_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"network_node_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_node_attributes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "network_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"parent_id" integer,
	"network_id" integer,
	"node_type" text DEFAULT 'BUILDING' NOT NULL,
	"building_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"street_number" text,
	"street_name" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"off_market" boolean DEFAULT false NOT NULL,
	"billing_day" integer,
	"default_billing_cycle_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_nodes_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "network_nodes_billing_day_ck" CHECK ("network_nodes"."billing_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "network_nodes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "property_manager_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"network_node_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_manager_buildings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fixed_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"fixed_schedule_id" integer NOT NULL,
	"invoice_description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"minimum_charge" numeric(18, 7) DEFAULT '0' NOT NULL,
	"unit_rate" numeric(18, 7) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixed_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fixed_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"price_plan_id" integer NOT NULL,
	"invoice_description" text NOT NULL,
	"invoice_grouping" text,
	"schedule_type_id" integer NOT NULL,
	"gl_account_id" integer,
	"item_category_id" integer,
	"line_item_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_schedules_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "fixed_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gl_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"account_type" text DEFAULT 'REVENUE' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_accounts_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "gl_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"schedule_type_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_categories_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "item_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meter_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"price_class_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_interval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "meter_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"category_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_classes_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "price_classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_sub_type_id" integer,
	"network_id" integer,
	"is_bundled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_time_of_use" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"meter_timing_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_plans_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "price_plans_code_length_ck" CHECK (char_length("price_plans"."code") <= 20)
);
--> statement-breakpoint
ALTER TABLE "price_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "schedule_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_fixed_charge" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "schedule_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timing_profile_meter_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"timing_profile_id" integer NOT NULL,
	"meter_type_id" integer NOT NULL,
	"time_window" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timing_profile_meter_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timing_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"product_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timing_profiles_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "timing_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usage_rate_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"usage_rate_id" integer NOT NULL,
	"step_number" integer NOT NULL,
	"band_start" numeric(18, 3) DEFAULT '0' NOT NULL,
	"unit_rate" numeric(18, 7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_rate_steps_number_ck" CHECK ("usage_rate_steps"."step_number" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "usage_rate_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usage_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"usage_schedule_id" integer NOT NULL,
	"invoice_description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"minimum_charge" numeric(18, 7) DEFAULT '0' NOT NULL,
	"minimum_charge_per_day" numeric(18, 7) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_rates_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "usage_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usage_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"price_plan_id" integer NOT NULL,
	"invoice_description" text NOT NULL,
	"invoice_grouping" text,
	"schedule_type_id" integer NOT NULL,
	"gl_account_id" integer,
	"item_category_id" integer,
	"line_item_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"price_class_id" integer,
	"meter_type_id" integer,
	"meter_timing_profile_id" integer,
	"multi_rate" boolean DEFAULT false NOT NULL,
	"default_plan" boolean DEFAULT false NOT NULL,
	"meter_type_tou" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_schedules_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "usage_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"alert_text" text NOT NULL,
	"alert_type" text DEFAULT 'info' NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"note" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"insert_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"relationship_type" text DEFAULT 'ACCOUNT_HOLDER' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"can_discuss_account" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_relationships_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "customer_relationships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_status_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_status_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "customer_status_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"status_type_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"tile_icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "customer_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_number" text NOT NULL,
	"customer_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"trading_name" text,
	"abn" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"primary_party_id" integer,
	"open_date" date,
	"close_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"party_type" text DEFAULT 'PERSON' NOT NULL,
	"title" text,
	"first_name" text,
	"last_name" text,
	"organisation_name" text,
	"display_name" text NOT NULL,
	"email_address" text,
	"mobile_phone" text,
	"home_phone" text,
	"work_phone" text,
	"date_of_birth" date,
	"postal_address_line1" text,
	"postal_address_line2" text,
	"postal_suburb" text,
	"postal_state" text,
	"postal_postcode" text,
	"postal_country" text DEFAULT 'Australia' NOT NULL,
	"preferred_contact_method" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "parties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"default_note" text,
	"default_option" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_categories_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "document_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer,
	"party_id" integer,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_extension" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"reference" text,
	"description" text,
	"notes" text,
	"document_date" date NOT NULL,
	"received_via" text,
	"location" text DEFAULT 'Y' NOT NULL,
	"content" "bytea",
	"storage_path" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"colour" text DEFAULT '#a6192e' NOT NULL,
	"logo_path" text,
	"email_from" text,
	"phone" text,
	"website" text,
	"my_account_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "brands" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "html_template_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"html_template_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"html_data" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "html_template_bodies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "html_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"template_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "html_templates_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "html_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_merge_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mail_merge_template_id" integer NOT NULL,
	"email_template_id" integer,
	"email_subject" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_merge_schedules_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "mail_merge_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_merge_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"paper_size" text DEFAULT 'A4' NOT NULL,
	"html_template_id" integer,
	"document_category_id" integer,
	"required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_merge_templates_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "mail_merge_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"network_node_id" integer,
	"product_type_id" integer NOT NULL,
	"site_identifier" text NOT NULL,
	"unit_number" text,
	"street_number" text,
	"street_name" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "sites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"brand_id" integer,
	"billing_cycle_id" integer,
	"delivery_method_id" integer,
	"account_status" text DEFAULT 'ACTIVE' NOT NULL,
	"open_date" date,
	"close_date" date,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"payment_method" text DEFAULT 'BPAY' NOT NULL,
	"credit_status" text DEFAULT 'GOOD' NOT NULL,
	"invoice_format" text DEFAULT 'SUMMARY' NOT NULL,
	"last_invoice_date" date,
	"next_invoice_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "utility_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"price_plan_id" integer,
	"account_status" text DEFAULT 'ACTIVE' NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date,
	"last_billed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utility_accounts_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "utility_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meter_interval_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"meter_id" integer NOT NULL,
	"read_date" date NOT NULL,
	"interval_minutes" smallint DEFAULT 30 NOT NULL,
	"quantities" numeric(12, 3)[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_interval_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meter_read_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"meter_id" integer,
	"meter_code" text NOT NULL,
	"read_import_desc" text NOT NULL,
	"read_date" date NOT NULL,
	"reading" numeric(18, 3) NOT NULL,
	"image_path" text,
	"source" text DEFAULT 'CSV' NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"error_message" text,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_read_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meter_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"meter_id" integer NOT NULL,
	"read_date" date NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"reading" numeric(18, 3),
	"period_days" smallint DEFAULT 1 NOT NULL,
	"read_type" text DEFAULT 'ACTUAL' NOT NULL,
	"source" text DEFAULT 'SMART' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"site_id" integer NOT NULL,
	"utility_account_id" integer,
	"product_type_id" integer NOT NULL,
	"meter_type_id" integer,
	"meter_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meter_status_code" text DEFAULT 'ACTIVE' NOT NULL,
	"is_interval" boolean DEFAULT false NOT NULL,
	"multiplier" numeric(18, 7) DEFAULT '1' NOT NULL,
	"install_date" date,
	"remove_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "meters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"utility_account_id" integer,
	"meter_id" integer,
	"exception_code" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_exceptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"utility_account_id" integer,
	"charge_kind" text NOT NULL,
	"item_category_id" integer,
	"gl_account_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(18, 3) DEFAULT '1' NOT NULL,
	"unit_price" numeric(18, 7) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"frequency" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"invoice_id" integer NOT NULL,
	"utility_account_id" integer,
	"product_type_id" integer,
	"item_category_id" integer,
	"gl_account_id" integer,
	"line_number" integer NOT NULL,
	"description" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"quantity" numeric(18, 3) DEFAULT '1' NOT NULL,
	"unit_of_measure" text,
	"unit_rate" numeric(18, 7) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"amount_ex_gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_plan_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"payment_plan_id" integer NOT NULL,
	"instalment_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_date" date,
	"status" text DEFAULT 'DUE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"plan_type" text DEFAULT 'PAYMENT_PLAN' NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"total_amount" numeric(18, 2) NOT NULL,
	"instalment_amount" numeric(18, 2) NOT NULL,
	"number_of_instalments" integer NOT NULL,
	"payment_method" text DEFAULT 'DIRECT_DEBIT' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "payment_plans_instalments_ck" CHECK ("payment_plans"."number_of_instalments" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"payment_plan_id" integer,
	"payment_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'CLEARED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount" numeric(18, 2) NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"gl_account_id" integer,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"invoice_id" integer,
	"treatment_type" text NOT NULL,
	"treatment_date" date NOT NULL,
	"due_date" date,
	"amount_overdue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "treatments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unbilled_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"utility_account_id" integer,
	"item_category_id" integer,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"quantity" numeric(18, 3) DEFAULT '1' NOT NULL,
	"unit_rate" numeric(18, 7) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'UNBILLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "concession_card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"concession_card_id" integer NOT NULL,
	"customer_account_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"amount" numeric(18, 2) NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'CLAIMED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concession_card_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "concession_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"party_id" integer,
	"concession_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"card_number" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"verified_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concession_cards_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "concession_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "concessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"state" text,
	"product_type_id" integer,
	"daily_rebate" numeric(18, 7) DEFAULT '0' NOT NULL,
	"usage_percent" numeric(18, 7) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concessions_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "concessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "family_harm_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"party_id" integer,
	"identified_date" date NOT NULL,
	"end_date" date,
	"suppress_correspondence" boolean DEFAULT true NOT NULL,
	"suppress_address" boolean DEFAULT true NOT NULL,
	"preferred_contact_method" text,
	"safe_contact_details" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_harm_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hardship_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_account_id" integer,
	"reason" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"review_date" date,
	"status" text DEFAULT 'ASSESSING' NOT NULL,
	"debt_at_entry" numeric(18, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"case_officer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hardship_cases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "life_support_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer,
	"party_id" integer,
	"equipment" text NOT NULL,
	"registered_date" date NOT NULL,
	"form_sent_date" date,
	"confirmation_due_date" date,
	"medical_confirmed_date" date,
	"deregistered_date" date,
	"status" text DEFAULT 'AWAITING_CONFIRMATION' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_support_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "correspondence_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"correspondence_type" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"created_items" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correspondence_batches_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "correspondence_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_request_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"email_request_id" integer NOT NULL,
	"email_suppression_id" integer,
	"display_code" text NOT NULL,
	"display_reason" text NOT NULL,
	"reason" text NOT NULL,
	"help_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_request_errors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer,
	"customer_account_id" integer,
	"party_id" integer,
	"batch_id" integer,
	"mail_merge_schedule_id" integer,
	"correspondence_type" text DEFAULT 'ADHOC' NOT NULL,
	"send_to" text NOT NULL,
	"cc_to" text,
	"email_subject" text NOT NULL,
	"email_body" text DEFAULT '' NOT NULL,
	"attachment_paths" text,
	"request_status" text DEFAULT 'NEW' NOT NULL,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_requests_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "email_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"email_address" text NOT NULL,
	"reason" text NOT NULL,
	"source" text DEFAULT 'BOUNCE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "email_suppressions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "posted_mail_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer,
	"customer_account_id" integer,
	"document_id" integer,
	"email_request_id" integer,
	"mail_merge_template_id" integer,
	"delivery_method_id" integer,
	"batch_id" integer,
	"recipient_name" text NOT NULL,
	"address_lines" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"printed_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posted_mail_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer,
	"customer_account_id" integer,
	"party_id" integer,
	"batch_id" integer,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"error_message" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_account_id" integer,
	"site_id" integer,
	"class_id" integer NOT NULL,
	"category_id" integer,
	"type_id" integer,
	"source_id" integer,
	"priority_id" integer,
	"status_id" integer,
	"status_reason_id" integer,
	"assignee_id" integer,
	"initiator" text DEFAULT '' NOT NULL,
	"activity_date" timestamp with time zone DEFAULT now() NOT NULL,
	"required_date" date,
	"closed_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"insert_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_assignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_assignees_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_assignees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"class_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_categories_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_classes" (
	"id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "activity_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon_name" text DEFAULT 'event_note' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_classes_pk" PRIMARY KEY("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"activity_id" integer NOT NULL,
	"note" text NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"insert_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '#9e9e9e' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_priorities_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_priorities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"status_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reasons_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_reasons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_sources_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_statuses_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"class_id" integer NOT NULL,
	"category_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"user_select" boolean DEFAULT true NOT NULL,
	"default_option" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_duration_required" integer,
	"default_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_types_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "activity_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"report_id" integer NOT NULL,
	"parameter_code" text NOT NULL,
	"parameter_description" text NOT NULL,
	"filter_type" text NOT NULL,
	"lookup_code" text,
	"default_value" text,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_filters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"report_id" integer NOT NULL,
	"description" text NOT NULL,
	"department_id" integer,
	"frequency_id" integer,
	"report_type" text DEFAULT 'user' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_time" text,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"query_key" text,
	"is_locked" boolean DEFAULT false NOT NULL,
	"run_now_allowed" boolean DEFAULT true NOT NULL,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_schedule_id" integer,
	"name" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"date_run" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"row_count" integer,
	"content" "bytea",
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_report_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"column_name" text NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_report_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"system_job_id" integer NOT NULL,
	"name" text NOT NULL,
	"setting" text DEFAULT '' NOT NULL,
	"value" text,
	"lookup_code" text,
	"data_type" text DEFAULT 'NVARCHAR' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_status" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_parameters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_run_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"job_run_id" integer NOT NULL,
	"job_task_id" integer,
	"task_name" text NOT NULL,
	"step_order" integer NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"log_name" text DEFAULT '' NOT NULL,
	"log_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_run_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"system_job_id" integer NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"triggered_by" text DEFAULT 'schedule' NOT NULL,
	"queue_job_id" text,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"system_job_id" integer NOT NULL,
	"task_definition_id" integer NOT NULL,
	"type" text DEFAULT 'TASK' NOT NULL,
	"sort_order" integer NOT NULL,
	"failure_event" text DEFAULT 'GOTO_NEXT' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_tasks_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "job_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"holiday_date" date NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "schedule_recurrence_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"run_day_option_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_recurrence_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"query_key" text NOT NULL,
	"query_arguments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "segments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "system_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_status" text,
	"last_start_time" timestamp with time zone,
	"next_run_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_jobs_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "system_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"task_type" text DEFAULT 'TASK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_definitions_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_process_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"process_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"action_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirm_message" text,
	"button_colour" text,
	"text_colour" text,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_process_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_process_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"process_id" integer NOT NULL,
	"user_id" integer,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"edit_roles" text DEFAULT '' NOT NULL,
	"page_size" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_process_configs_uq" UNIQUE NULLS NOT DISTINCT("company_id","process_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_process_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'TABLE' NOT NULL,
	"query_key" text NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_processes_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_processes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"code" text NOT NULL,
	"value" text DEFAULT '0' NOT NULL,
	"user_id" integer,
	"message" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "system_ribbon_dismissals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"ribbon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_ribbon_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "system_ribbons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'notice' NOT NULL,
	"dismissible" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_ribbons_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "system_ribbons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_account_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"integration_id" integer NOT NULL,
	"mapping_kind" text NOT NULL,
	"account_type_code" text,
	"account_type_description" text,
	"account_code" text NOT NULL,
	"account_description" text,
	"external_account_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_account_mappings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_building_tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"integration_tenant_id" integer NOT NULL,
	"network_node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_building_tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_event_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"integration_id" integer NOT NULL,
	"activity" text NOT NULL,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"data" text,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_event_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"integration_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"tenant_name" text NOT NULL,
	"integration_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_tenants_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "integration_tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"integration_id" integer NOT NULL,
	"token_source" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"scope" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"platform_name" text NOT NULL,
	"integration_type" text NOT NULL,
	"is_connected" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "integrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_topics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "maintenance_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_menu_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon_name" text DEFAULT 'Folder' NOT NULL,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_modules_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu_modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"module_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'Article' NOT NULL,
	"customer_type" text,
	"required_roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"search_context" text NOT NULL,
	"search_id" integer NOT NULL,
	"customer_id" integer,
	"account_id" integer,
	"tooltip" text DEFAULT '' NOT NULL,
	"alert" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_searches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"user_id" integer,
	"subject" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"type" text DEFAULT 'question' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_support_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"context" text NOT NULL,
	"search_id" integer NOT NULL,
	"customer_id" integer,
	"account_id" integer,
	"site_id" integer,
	"meter_id" integer,
	"party_id" integer,
	"network_node_id" integer,
	"customer_type_code" text,
	"header_line" text NOT NULL,
	"line1" text,
	"line2" text,
	"line3" text,
	"line4" text,
	"line5" text,
	"tile_icon" text NOT NULL,
	"alert" text,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_prospect" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"name_key" text NOT NULL,
	"account_number" text,
	"phone_digits" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "users_company_idx";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_types" ADD CONSTRAINT "product_sub_types_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_node_attributes" ADD CONSTRAINT "network_node_attributes_network_node_id_fk" FOREIGN KEY ("company_id","dataset","network_node_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_parent_id_fk" FOREIGN KEY ("company_id","dataset","parent_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_network_id_fk" FOREIGN KEY ("company_id","dataset","network_id") REFERENCES "public"."networks"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_default_billing_cycle_id_fk" FOREIGN KEY ("company_id","dataset","default_billing_cycle_id") REFERENCES "public"."billing_cycles"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_buildings" ADD CONSTRAINT "property_manager_buildings_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_buildings" ADD CONSTRAINT "property_manager_buildings_network_node_id_fk" FOREIGN KEY ("company_id","dataset","network_node_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_rates" ADD CONSTRAINT "fixed_rates_fixed_schedule_id_fk" FOREIGN KEY ("company_id","dataset","fixed_schedule_id") REFERENCES "public"."fixed_schedules"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_schedules" ADD CONSTRAINT "fixed_schedules_price_plan_id_fk" FOREIGN KEY ("company_id","dataset","price_plan_id") REFERENCES "public"."price_plans"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_schedules" ADD CONSTRAINT "fixed_schedules_schedule_type_id_fk" FOREIGN KEY ("company_id","dataset","schedule_type_id") REFERENCES "public"."schedule_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_schedules" ADD CONSTRAINT "fixed_schedules_gl_account_id_fk" FOREIGN KEY ("company_id","dataset","gl_account_id") REFERENCES "public"."gl_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_schedules" ADD CONSTRAINT "fixed_schedules_item_category_id_fk" FOREIGN KEY ("company_id","dataset","item_category_id") REFERENCES "public"."item_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_schedule_type_id_fk" FOREIGN KEY ("company_id","dataset","schedule_type_id") REFERENCES "public"."schedule_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_types" ADD CONSTRAINT "meter_types_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_types" ADD CONSTRAINT "meter_types_price_class_id_fk" FOREIGN KEY ("company_id","dataset","price_class_id") REFERENCES "public"."price_classes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_classes" ADD CONSTRAINT "price_classes_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_product_sub_type_id_fk" FOREIGN KEY ("company_id","dataset","product_sub_type_id") REFERENCES "public"."product_sub_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_network_id_fk" FOREIGN KEY ("company_id","dataset","network_id") REFERENCES "public"."networks"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_meter_timing_profile_id_fk" FOREIGN KEY ("company_id","dataset","meter_timing_profile_id") REFERENCES "public"."timing_profiles"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_types" ADD CONSTRAINT "schedule_types_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_profile_meter_types" ADD CONSTRAINT "timing_profile_meter_types_timing_profile_id_fk" FOREIGN KEY ("company_id","dataset","timing_profile_id") REFERENCES "public"."timing_profiles"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_profile_meter_types" ADD CONSTRAINT "timing_profile_meter_types_meter_type_id_fk" FOREIGN KEY ("company_id","dataset","meter_type_id") REFERENCES "public"."meter_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timing_profiles" ADD CONSTRAINT "timing_profiles_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rate_steps" ADD CONSTRAINT "usage_rate_steps_usage_rate_id_fk" FOREIGN KEY ("company_id","dataset","usage_rate_id") REFERENCES "public"."usage_rates"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rates" ADD CONSTRAINT "usage_rates_usage_schedule_id_fk" FOREIGN KEY ("company_id","dataset","usage_schedule_id") REFERENCES "public"."usage_schedules"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_price_plan_id_fk" FOREIGN KEY ("company_id","dataset","price_plan_id") REFERENCES "public"."price_plans"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_schedule_type_id_fk" FOREIGN KEY ("company_id","dataset","schedule_type_id") REFERENCES "public"."schedule_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_gl_account_id_fk" FOREIGN KEY ("company_id","dataset","gl_account_id") REFERENCES "public"."gl_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_item_category_id_fk" FOREIGN KEY ("company_id","dataset","item_category_id") REFERENCES "public"."item_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_price_class_id_fk" FOREIGN KEY ("company_id","dataset","price_class_id") REFERENCES "public"."price_classes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_meter_type_id_fk" FOREIGN KEY ("company_id","dataset","meter_type_id") REFERENCES "public"."meter_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_schedules" ADD CONSTRAINT "usage_schedules_meter_timing_profile_id_fk" FOREIGN KEY ("company_id","dataset","meter_timing_profile_id") REFERENCES "public"."timing_profiles"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_relationships" ADD CONSTRAINT "customer_relationships_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_relationships" ADD CONSTRAINT "customer_relationships_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statuses" ADD CONSTRAINT "customer_statuses_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statuses" ADD CONSTRAINT "customer_statuses_status_type_id_fk" FOREIGN KEY ("company_id","dataset","status_type_id") REFERENCES "public"."customer_status_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_type_id_fk" FOREIGN KEY ("company_id","dataset","customer_type_id") REFERENCES "public"."customer_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_primary_party_id_fk" FOREIGN KEY ("company_id","dataset","primary_party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_fk" FOREIGN KEY ("company_id","dataset","category_id") REFERENCES "public"."document_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_template_bodies" ADD CONSTRAINT "html_template_bodies_html_template_id_fk" FOREIGN KEY ("company_id","dataset","html_template_id") REFERENCES "public"."html_templates"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_template_bodies" ADD CONSTRAINT "html_template_bodies_brand_id_fk" FOREIGN KEY ("company_id","dataset","brand_id") REFERENCES "public"."brands"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_merge_schedules" ADD CONSTRAINT "mail_merge_schedules_mail_merge_template_id_fk" FOREIGN KEY ("company_id","dataset","mail_merge_template_id") REFERENCES "public"."mail_merge_templates"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_merge_schedules" ADD CONSTRAINT "mail_merge_schedules_email_template_id_fk" FOREIGN KEY ("company_id","dataset","email_template_id") REFERENCES "public"."html_templates"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_merge_templates" ADD CONSTRAINT "mail_merge_templates_html_template_id_fk" FOREIGN KEY ("company_id","dataset","html_template_id") REFERENCES "public"."html_templates"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_merge_templates" ADD CONSTRAINT "mail_merge_templates_document_category_id_fk" FOREIGN KEY ("company_id","dataset","document_category_id") REFERENCES "public"."document_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_network_node_id_fk" FOREIGN KEY ("company_id","dataset","network_node_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_brand_id_fk" FOREIGN KEY ("company_id","dataset","brand_id") REFERENCES "public"."brands"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_billing_cycle_id_fk" FOREIGN KEY ("company_id","dataset","billing_cycle_id") REFERENCES "public"."billing_cycles"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_delivery_method_id_fk" FOREIGN KEY ("company_id","dataset","delivery_method_id") REFERENCES "public"."delivery_methods"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_site_id_fk" FOREIGN KEY ("company_id","dataset","site_id") REFERENCES "public"."sites"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_price_plan_id_fk" FOREIGN KEY ("company_id","dataset","price_plan_id") REFERENCES "public"."price_plans"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_interval_reads" ADD CONSTRAINT "meter_interval_reads_meter_id_fk" FOREIGN KEY ("company_id","dataset","meter_id") REFERENCES "public"."meters"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_read_imports" ADD CONSTRAINT "meter_read_imports_meter_id_fk" FOREIGN KEY ("company_id","dataset","meter_id") REFERENCES "public"."meters"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reads" ADD CONSTRAINT "meter_reads_meter_id_fk" FOREIGN KEY ("company_id","dataset","meter_id") REFERENCES "public"."meters"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_site_id_fk" FOREIGN KEY ("company_id","dataset","site_id") REFERENCES "public"."sites"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_meter_type_id_fk" FOREIGN KEY ("company_id","dataset","meter_type_id") REFERENCES "public"."meter_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD CONSTRAINT "billing_exceptions_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD CONSTRAINT "billing_exceptions_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD CONSTRAINT "billing_exceptions_meter_id_fk" FOREIGN KEY ("company_id","dataset","meter_id") REFERENCES "public"."meters"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_charges" ADD CONSTRAINT "customer_charges_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_charges" ADD CONSTRAINT "customer_charges_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_charges" ADD CONSTRAINT "customer_charges_item_category_id_fk" FOREIGN KEY ("company_id","dataset","item_category_id") REFERENCES "public"."item_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_charges" ADD CONSTRAINT "customer_charges_gl_account_id_fk" FOREIGN KEY ("company_id","dataset","gl_account_id") REFERENCES "public"."gl_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_charges" ADD CONSTRAINT "customer_charges_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_item_category_id_fk" FOREIGN KEY ("company_id","dataset","item_category_id") REFERENCES "public"."item_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_gl_account_id_fk" FOREIGN KEY ("company_id","dataset","gl_account_id") REFERENCES "public"."gl_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_id_fk" FOREIGN KEY ("company_id","dataset","document_id") REFERENCES "public"."documents"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD CONSTRAINT "payment_plan_instalments_payment_plan_id_fk" FOREIGN KEY ("company_id","dataset","payment_plan_id") REFERENCES "public"."payment_plans"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_plan_id_fk" FOREIGN KEY ("company_id","dataset","payment_plan_id") REFERENCES "public"."payment_plans"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_id_fk" FOREIGN KEY ("company_id","dataset","payment_id") REFERENCES "public"."payments"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_gl_account_id_fk" FOREIGN KEY ("company_id","dataset","gl_account_id") REFERENCES "public"."gl_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_item_category_id_fk" FOREIGN KEY ("company_id","dataset","item_category_id") REFERENCES "public"."item_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_card_transactions" ADD CONSTRAINT "concession_card_transactions_concession_card_id_fk" FOREIGN KEY ("company_id","dataset","concession_card_id") REFERENCES "public"."concession_cards"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_card_transactions" ADD CONSTRAINT "concession_card_transactions_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_cards" ADD CONSTRAINT "concession_cards_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_cards" ADD CONSTRAINT "concession_cards_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_cards" ADD CONSTRAINT "concession_cards_concession_id_fk" FOREIGN KEY ("company_id","dataset","concession_id") REFERENCES "public"."concessions"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessions" ADD CONSTRAINT "concessions_product_type_id_fk" FOREIGN KEY ("company_id","dataset","product_type_id") REFERENCES "public"."product_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_harm_records" ADD CONSTRAINT "family_harm_records_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_harm_records" ADD CONSTRAINT "family_harm_records_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_cases" ADD CONSTRAINT "hardship_cases_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_cases" ADD CONSTRAINT "hardship_cases_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_support_registrations" ADD CONSTRAINT "life_support_registrations_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_support_registrations" ADD CONSTRAINT "life_support_registrations_site_id_fk" FOREIGN KEY ("company_id","dataset","site_id") REFERENCES "public"."sites"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_support_registrations" ADD CONSTRAINT "life_support_registrations_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_request_errors" ADD CONSTRAINT "email_request_errors_email_request_id_fk" FOREIGN KEY ("company_id","dataset","email_request_id") REFERENCES "public"."email_requests"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_request_errors" ADD CONSTRAINT "email_request_errors_email_suppression_id_fk" FOREIGN KEY ("company_id","dataset","email_suppression_id") REFERENCES "public"."email_suppressions"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_batch_id_fk" FOREIGN KEY ("company_id","dataset","batch_id") REFERENCES "public"."correspondence_batches"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_mail_merge_schedule_id_fk" FOREIGN KEY ("company_id","dataset","mail_merge_schedule_id") REFERENCES "public"."mail_merge_schedules"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_document_id_fk" FOREIGN KEY ("company_id","dataset","document_id") REFERENCES "public"."documents"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_email_request_id_fk" FOREIGN KEY ("company_id","dataset","email_request_id") REFERENCES "public"."email_requests"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_mail_merge_template_id_fk" FOREIGN KEY ("company_id","dataset","mail_merge_template_id") REFERENCES "public"."mail_merge_templates"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_delivery_method_id_fk" FOREIGN KEY ("company_id","dataset","delivery_method_id") REFERENCES "public"."delivery_methods"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD CONSTRAINT "posted_mail_items_batch_id_fk" FOREIGN KEY ("company_id","dataset","batch_id") REFERENCES "public"."correspondence_batches"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD CONSTRAINT "sms_requests_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD CONSTRAINT "sms_requests_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD CONSTRAINT "sms_requests_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD CONSTRAINT "sms_requests_batch_id_fk" FOREIGN KEY ("company_id","dataset","batch_id") REFERENCES "public"."correspondence_batches"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_site_id_fk" FOREIGN KEY ("company_id","dataset","site_id") REFERENCES "public"."sites"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_class_id_fk" FOREIGN KEY ("company_id","dataset","class_id") REFERENCES "public"."activity_classes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_category_id_fk" FOREIGN KEY ("company_id","dataset","category_id") REFERENCES "public"."activity_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_id_fk" FOREIGN KEY ("company_id","dataset","type_id") REFERENCES "public"."activity_types"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_source_id_fk" FOREIGN KEY ("company_id","dataset","source_id") REFERENCES "public"."activity_sources"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_priority_id_fk" FOREIGN KEY ("company_id","dataset","priority_id") REFERENCES "public"."activity_priorities"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_id_fk" FOREIGN KEY ("company_id","dataset","status_id") REFERENCES "public"."activity_statuses"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_reason_id_fk" FOREIGN KEY ("company_id","dataset","status_reason_id") REFERENCES "public"."activity_reasons"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_assignee_id_fk" FOREIGN KEY ("company_id","dataset","assignee_id") REFERENCES "public"."activity_assignees"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_assignees" ADD CONSTRAINT "activity_assignees_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_categories" ADD CONSTRAINT "activity_categories_class_id_fk" FOREIGN KEY ("company_id","dataset","class_id") REFERENCES "public"."activity_classes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notes" ADD CONSTRAINT "activity_notes_activity_id_fk" FOREIGN KEY ("company_id","dataset","activity_id") REFERENCES "public"."activities"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reasons" ADD CONSTRAINT "activity_reasons_status_id_fk" FOREIGN KEY ("company_id","dataset","status_id") REFERENCES "public"."activity_statuses"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_types" ADD CONSTRAINT "activity_types_class_id_fk" FOREIGN KEY ("company_id","dataset","class_id") REFERENCES "public"."activity_classes"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_types" ADD CONSTRAINT "activity_types_category_id_fk" FOREIGN KEY ("company_id","dataset","category_id") REFERENCES "public"."activity_categories"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_report_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_report_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_department_id_fk" FOREIGN KEY ("company_id","dataset","department_id") REFERENCES "public"."lookups"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_frequency_id_fk" FOREIGN KEY ("company_id","dataset","frequency_id") REFERENCES "public"."lookups"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_report_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_report_schedule_id_fk" FOREIGN KEY ("company_id","dataset","report_schedule_id") REFERENCES "public"."report_schedules"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_settings" ADD CONSTRAINT "user_report_settings_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_settings" ADD CONSTRAINT "user_report_settings_report_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_parameters" ADD CONSTRAINT "job_parameters_system_job_id_fk" FOREIGN KEY ("company_id","dataset","system_job_id") REFERENCES "public"."system_jobs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_run_logs" ADD CONSTRAINT "job_run_logs_job_run_id_fk" FOREIGN KEY ("company_id","dataset","job_run_id") REFERENCES "public"."job_runs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_system_job_id_fk" FOREIGN KEY ("company_id","dataset","system_job_id") REFERENCES "public"."system_jobs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_system_job_id_fk" FOREIGN KEY ("company_id","dataset","system_job_id") REFERENCES "public"."system_jobs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_task_definition_id_fk" FOREIGN KEY ("company_id","task_definition_id") REFERENCES "public"."task_definitions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_process_actions" ADD CONSTRAINT "dashboard_process_actions_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."dashboard_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_process_configs" ADD CONSTRAINT "dashboard_process_configs_process_id_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."dashboard_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_process_configs" ADD CONSTRAINT "dashboard_process_configs_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_ribbon_dismissals" ADD CONSTRAINT "system_ribbon_dismissals_ribbon_id_fk" FOREIGN KEY ("company_id","ribbon_id") REFERENCES "public"."system_ribbons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_ribbon_dismissals" ADD CONSTRAINT "system_ribbon_dismissals_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_account_mappings" ADD CONSTRAINT "integration_account_mappings_integration_id_fk" FOREIGN KEY ("company_id","dataset","integration_id") REFERENCES "public"."integrations"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_building_tenants" ADD CONSTRAINT "integration_building_tenants_integration_tenant_id_fk" FOREIGN KEY ("company_id","dataset","integration_tenant_id") REFERENCES "public"."integration_tenants"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_building_tenants" ADD CONSTRAINT "integration_building_tenants_network_node_id_fk" FOREIGN KEY ("company_id","dataset","network_node_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_event_logs" ADD CONSTRAINT "integration_event_logs_integration_id_fk" FOREIGN KEY ("company_id","dataset","integration_id") REFERENCES "public"."integrations"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tenants" ADD CONSTRAINT "integration_tenants_integration_id_fk" FOREIGN KEY ("company_id","dataset","integration_id") REFERENCES "public"."integrations"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_integration_id_fk" FOREIGN KEY ("company_id","dataset","integration_id") REFERENCES "public"."integrations"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_module_id_fk" FOREIGN KEY ("company_id","module_id") REFERENCES "public"."menu_modules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_support_tickets" ADD CONSTRAINT "sandbox_support_tickets_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_code_value_uq" ON "lookups" USING btree ("company_id","dataset","lookup_code","value");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cycles_code_uq" ON "billing_cycles" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_code_uq" ON "networks" USING btree ("company_id","dataset","network_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_types_code_uq" ON "product_sub_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_code_uq" ON "product_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "network_node_attributes_key_uq" ON "network_node_attributes" USING btree ("company_id","dataset","network_node_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "network_nodes_code_uq" ON "network_nodes" USING btree ("company_id","dataset","building_code");--> statement-breakpoint
CREATE INDEX "network_nodes_description_idx" ON "network_nodes" USING btree ("company_id","dataset","description");--> statement-breakpoint
CREATE UNIQUE INDEX "property_manager_buildings_uq" ON "property_manager_buildings" USING btree ("company_id","dataset","user_id","network_node_id");--> statement-breakpoint
CREATE INDEX "property_manager_buildings_node_idx" ON "property_manager_buildings" USING btree ("company_id","dataset","network_node_id");--> statement-breakpoint
CREATE INDEX "fixed_rates_schedule_idx" ON "fixed_rates" USING btree ("company_id","dataset","fixed_schedule_id","start_date");--> statement-breakpoint
CREATE INDEX "fixed_schedules_plan_idx" ON "fixed_schedules" USING btree ("company_id","dataset","price_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gl_accounts_code_uq" ON "gl_accounts" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "item_categories_code_uq" ON "item_categories" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_types_code_uq" ON "meter_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "price_classes_code_uq" ON "price_classes" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "price_plans_code_uq" ON "price_plans" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "price_plans_product_idx" ON "price_plans" USING btree ("company_id","dataset","product_type_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_types_code_uq" ON "schedule_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "timing_profile_meter_types_uq" ON "timing_profile_meter_types" USING btree ("company_id","dataset","timing_profile_id","meter_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timing_profiles_code_uq" ON "timing_profiles" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_rate_steps_uq" ON "usage_rate_steps" USING btree ("company_id","dataset","usage_rate_id","step_number");--> statement-breakpoint
CREATE INDEX "usage_rates_schedule_idx" ON "usage_rates" USING btree ("company_id","dataset","usage_schedule_id","start_date");--> statement-breakpoint
CREATE INDEX "usage_schedules_plan_idx" ON "usage_schedules" USING btree ("company_id","dataset","price_plan_id");--> statement-breakpoint
CREATE INDEX "customer_alerts_customer_idx" ON "customer_alerts" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("company_id","dataset","customer_id","insert_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_relationships_uq" ON "customer_relationships" USING btree ("company_id","dataset","customer_id","party_id","relationship_type");--> statement-breakpoint
CREATE INDEX "customer_relationships_party_idx" ON "customer_relationships" USING btree ("company_id","dataset","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_status_types_code_uq" ON "customer_status_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "customer_statuses_customer_idx" ON "customer_statuses" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "customer_statuses_type_idx" ON "customer_statuses" USING btree ("company_id","dataset","status_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_types_code_uq" ON "customer_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_uq" ON "customers" USING btree ("company_id","dataset","customer_number");--> statement-breakpoint
CREATE INDEX "customers_type_status_idx" ON "customers" USING btree ("company_id","dataset","customer_type_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "document_categories_code_uq" ON "document_categories" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("company_id","dataset","customer_id","document_date");--> statement-breakpoint
CREATE INDEX "documents_party_idx" ON "documents" USING btree ("company_id","dataset","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_uq" ON "brands" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_methods_code_uq" ON "delivery_methods" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "html_template_bodies_uq" ON "html_template_bodies" USING btree ("company_id","dataset","html_template_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "html_templates_code_uq" ON "html_templates" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_merge_schedules_code_uq" ON "mail_merge_schedules" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "mail_merge_schedules_template_idx" ON "mail_merge_schedules" USING btree ("company_id","dataset","mail_merge_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_merge_templates_code_uq" ON "mail_merge_templates" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "sites_node_idx" ON "sites" USING btree ("company_id","dataset","network_node_id","location");--> statement-breakpoint
CREATE INDEX "sites_identifier_idx" ON "sites" USING btree ("company_id","dataset","site_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_number_uq" ON "customer_accounts" USING btree ("company_id","dataset","account_number");--> statement-breakpoint
CREATE INDEX "customer_accounts_customer_idx" ON "customer_accounts" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_status_balance_idx" ON "customer_accounts" USING btree ("company_id","dataset","account_status","balance");--> statement-breakpoint
CREATE INDEX "utility_accounts_account_idx" ON "utility_accounts" USING btree ("company_id","dataset","customer_account_id");--> statement-breakpoint
CREATE INDEX "utility_accounts_site_idx" ON "utility_accounts" USING btree ("company_id","dataset","site_id","open_date");--> statement-breakpoint
CREATE INDEX "utility_accounts_plan_idx" ON "utility_accounts" USING btree ("company_id","dataset","price_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_interval_reads_meter_date_uq" ON "meter_interval_reads" USING btree ("company_id","dataset","meter_id","read_date");--> statement-breakpoint
CREATE INDEX "meter_read_imports_status_idx" ON "meter_read_imports" USING btree ("company_id","dataset","status","read_date");--> statement-breakpoint
CREATE INDEX "meter_read_imports_meter_idx" ON "meter_read_imports" USING btree ("company_id","dataset","meter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_reads_meter_date_uq" ON "meter_reads" USING btree ("company_id","dataset","meter_id","read_date");--> statement-breakpoint
CREATE INDEX "meters_site_idx" ON "meters" USING btree ("company_id","dataset","site_id");--> statement-breakpoint
CREATE INDEX "meters_utility_account_idx" ON "meters" USING btree ("company_id","dataset","utility_account_id");--> statement-breakpoint
CREATE INDEX "meters_code_idx" ON "meters" USING btree ("company_id","dataset","meter_code");--> statement-breakpoint
CREATE INDEX "billing_exceptions_status_idx" ON "billing_exceptions" USING btree ("company_id","dataset","status","raised_at");--> statement-breakpoint
CREATE INDEX "billing_exceptions_account_idx" ON "billing_exceptions" USING btree ("company_id","dataset","customer_account_id");--> statement-breakpoint
CREATE INDEX "customer_charges_account_idx" ON "customer_charges" USING btree ("company_id","dataset","customer_account_id","charge_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_number_uq" ON "invoice_lines" USING btree ("company_id","dataset","invoice_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("company_id","dataset","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("company_id","dataset","customer_account_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("company_id","dataset","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_instalments_uq" ON "payment_plan_instalments" USING btree ("company_id","dataset","payment_plan_id","instalment_number");--> statement-breakpoint
CREATE INDEX "payment_plan_instalments_due_idx" ON "payment_plan_instalments" USING btree ("company_id","dataset","status","due_date");--> statement-breakpoint
CREATE INDEX "payment_plans_account_idx" ON "payment_plans" USING btree ("company_id","dataset","customer_account_id");--> statement-breakpoint
CREATE INDEX "payment_plans_status_idx" ON "payment_plans" USING btree ("company_id","dataset","status","plan_type");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("company_id","dataset","customer_account_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("company_id","dataset","payment_date");--> statement-breakpoint
CREATE INDEX "transactions_account_idx" ON "transactions" USING btree ("company_id","dataset","customer_account_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_invoice_idx" ON "transactions" USING btree ("company_id","dataset","invoice_id");--> statement-breakpoint
CREATE INDEX "treatments_account_idx" ON "treatments" USING btree ("company_id","dataset","customer_account_id","treatment_date");--> statement-breakpoint
CREATE INDEX "treatments_status_idx" ON "treatments" USING btree ("company_id","dataset","status","treatment_date");--> statement-breakpoint
CREATE INDEX "unbilled_transactions_account_idx" ON "unbilled_transactions" USING btree ("company_id","dataset","customer_account_id");--> statement-breakpoint
CREATE INDEX "unbilled_transactions_status_idx" ON "unbilled_transactions" USING btree ("company_id","dataset","status");--> statement-breakpoint
CREATE INDEX "concession_card_transactions_card_idx" ON "concession_card_transactions" USING btree ("company_id","dataset","concession_card_id","transaction_date");--> statement-breakpoint
CREATE INDEX "concession_cards_customer_idx" ON "concession_cards" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "concession_cards_status_idx" ON "concession_cards" USING btree ("company_id","dataset","status");--> statement-breakpoint
CREATE UNIQUE INDEX "concessions_code_uq" ON "concessions" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "family_harm_records_customer_idx" ON "family_harm_records" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "hardship_cases_customer_idx" ON "hardship_cases" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "hardship_cases_status_idx" ON "hardship_cases" USING btree ("company_id","dataset","status");--> statement-breakpoint
CREATE INDEX "life_support_registrations_customer_idx" ON "life_support_registrations" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "life_support_registrations_status_idx" ON "life_support_registrations" USING btree ("company_id","dataset","status","confirmation_due_date");--> statement-breakpoint
CREATE INDEX "correspondence_batches_status_idx" ON "correspondence_batches" USING btree ("company_id","dataset","status","created_at");--> statement-breakpoint
CREATE INDEX "email_request_errors_request_idx" ON "email_request_errors" USING btree ("company_id","dataset","email_request_id");--> statement-breakpoint
CREATE INDEX "email_requests_status_idx" ON "email_requests" USING btree ("company_id","dataset","request_status","created_at");--> statement-breakpoint
CREATE INDEX "email_requests_customer_idx" ON "email_requests" USING btree ("company_id","dataset","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "email_requests_send_to_idx" ON "email_requests" USING btree ("company_id","dataset",lower("send_to"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_address_uq" ON "email_suppressions" USING btree ("company_id","dataset",lower("email_address"));--> statement-breakpoint
CREATE INDEX "posted_mail_items_status_idx" ON "posted_mail_items" USING btree ("company_id","dataset","status","created_at");--> statement-breakpoint
CREATE INDEX "posted_mail_items_customer_idx" ON "posted_mail_items" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "sms_requests_status_idx" ON "sms_requests" USING btree ("company_id","dataset","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_requests_customer_idx" ON "sms_requests" USING btree ("company_id","dataset","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_requests_phone_idx" ON "sms_requests" USING btree ("company_id","dataset","phone_number");--> statement-breakpoint
CREATE INDEX "activities_customer_idx" ON "activities" USING btree ("company_id","dataset","customer_id","activity_date");--> statement-breakpoint
CREATE INDEX "activities_assignee_idx" ON "activities" USING btree ("company_id","dataset","assignee_id","required_date");--> statement-breakpoint
CREATE INDEX "activities_open_required_idx" ON "activities" USING btree ("company_id","dataset","required_date") WHERE "activities"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_assignees_code_uq" ON "activity_assignees" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_categories_code_uq" ON "activity_categories" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_classes_code_uq" ON "activity_classes" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "activity_notes_activity_idx" ON "activity_notes" USING btree ("company_id","dataset","activity_id","insert_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_priorities_code_uq" ON "activity_priorities" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reasons_code_uq" ON "activity_reasons" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sources_code_uq" ON "activity_sources" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_statuses_code_uq" ON "activity_statuses" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_types_code_uq" ON "activity_types" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE UNIQUE INDEX "report_filters_uq" ON "report_filters" USING btree ("company_id","report_id","parameter_code");--> statement-breakpoint
CREATE INDEX "report_schedules_report_idx" ON "report_schedules" USING btree ("company_id","dataset","report_id");--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("company_id","dataset","active","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_code_uq" ON "reports" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "saved_reports_user_idx" ON "saved_reports" USING btree ("company_id","dataset","user_id","date_run");--> statement-breakpoint
CREATE UNIQUE INDEX "user_report_settings_uq" ON "user_report_settings" USING btree ("company_id","user_id","report_id","column_name");--> statement-breakpoint
CREATE UNIQUE INDEX "job_parameters_uq" ON "job_parameters" USING btree ("company_id","dataset","system_job_id","name");--> statement-breakpoint
CREATE INDEX "job_run_logs_run_idx" ON "job_run_logs" USING btree ("company_id","dataset","job_run_id","step_order");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("company_id","dataset","system_job_id","start_time");--> statement-breakpoint
CREATE INDEX "job_tasks_job_idx" ON "job_tasks" USING btree ("company_id","dataset","system_job_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_uq" ON "public_holidays" USING btree ("company_id","holiday_date","name");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_recurrence_options_code_uq" ON "schedule_recurrence_options" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_code_uq" ON "segments" USING btree ("company_id","dataset","code");--> statement-breakpoint
CREATE INDEX "system_jobs_category_idx" ON "system_jobs" USING btree ("company_id","dataset","category","name");--> statement-breakpoint
CREATE INDEX "system_jobs_next_run_idx" ON "system_jobs" USING btree ("company_id","dataset","active","next_run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "task_definitions_code_uq" ON "task_definitions" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_process_actions_uq" ON "dashboard_process_actions" USING btree ("company_id","process_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_processes_code_uq" ON "dashboard_processes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "notifications_code_idx" ON "notifications" USING btree ("company_id","dataset","code","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_ribbon_dismissals_uq" ON "system_ribbon_dismissals" USING btree ("company_id","user_id","ribbon_id");--> statement-breakpoint
CREATE INDEX "system_ribbons_active_idx" ON "system_ribbons" USING btree ("company_id","is_active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_account_mappings_uq" ON "integration_account_mappings" USING btree ("company_id","dataset","integration_id","mapping_kind","account_code");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_building_tenants_uq" ON "integration_building_tenants" USING btree ("company_id","dataset","network_node_id","integration_tenant_id");--> statement-breakpoint
CREATE INDEX "integration_building_tenants_tenant_idx" ON "integration_building_tenants" USING btree ("company_id","dataset","integration_tenant_id");--> statement-breakpoint
CREATE INDEX "integration_event_logs_idx" ON "integration_event_logs" USING btree ("company_id","dataset","integration_id","logged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tenants_uq" ON "integration_tenants" USING btree ("company_id","dataset","integration_id","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_source_uq" ON "integration_tokens" USING btree ("company_id","dataset","integration_id","token_source");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_platform_uq" ON "integrations" USING btree ("company_id","dataset","platform_name");--> statement-breakpoint
CREATE INDEX "help_topics_company_idx" ON "help_topics" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_menu_items_code_uq" ON "maintenance_menu_items" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_modules_code_uq" ON "menu_modules" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "menu_pages_module_idx" ON "menu_pages" USING btree ("company_id","module_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_uq" ON "recent_searches" USING btree ("company_id","dataset","user_id","search_context","search_id");--> statement-breakpoint
CREATE INDEX "recent_searches_used_idx" ON "recent_searches" USING btree ("company_id","dataset","user_id","search_context","used_at");--> statement-breakpoint
CREATE INDEX "sandbox_support_tickets_created_idx" ON "sandbox_support_tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_entity_uq" ON "search_entries" USING btree ("company_id","dataset","context","search_id");--> statement-breakpoint
CREATE INDEX "search_entries_text_trgm_idx" ON "search_entries" USING gin ("company_id","dataset","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_account_prefix_idx" ON "search_entries" USING btree ("company_id","dataset","account_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_phone_prefix_idx" ON "search_entries" USING btree ("company_id","dataset","phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_name_prefix_idx" ON "search_entries" USING btree ("company_id","dataset","name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_customer_idx" ON "search_entries" USING btree ("company_id","dataset","customer_id");--> statement-breakpoint
CREATE INDEX "search_entries_site_idx" ON "search_entries" USING btree ("company_id","dataset","site_id");--> statement-breakpoint
CREATE INDEX "search_entries_node_idx" ON "search_entries" USING btree ("company_id","dataset","network_node_id");--> statement-breakpoint
CREATE INDEX "audit_company_entity_idx" ON "audit_log" USING btree ("company_id","entity","entity_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "lookups" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "billing_cycles" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "networks" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "product_sub_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "product_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "network_node_attributes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "network_nodes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "property_manager_buildings" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "fixed_rates" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "fixed_schedules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "gl_accounts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "item_categories" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "price_classes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "price_plans" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "schedule_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "timing_profile_meter_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "timing_profiles" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "usage_rate_steps" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "usage_rates" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "usage_schedules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_alerts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_notes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_relationships" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_status_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_statuses" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customers" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "parties" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "document_categories" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "documents" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "brands" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "delivery_methods" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "html_template_bodies" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "html_templates" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "mail_merge_schedules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "mail_merge_templates" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "sites" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_accounts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "utility_accounts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_interval_reads" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_read_imports" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_reads" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meters" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "billing_exceptions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "customer_charges" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "invoice_lines" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_plan_instalments" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_plans" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payments" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "transactions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "treatments" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "unbilled_transactions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "concession_card_transactions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "concession_cards" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "concessions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "family_harm_records" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "hardship_cases" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "life_support_registrations" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "correspondence_batches" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "email_request_errors" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "email_requests" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "email_suppressions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "posted_mail_items" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "sms_requests" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activities" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_assignees" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_categories" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_classes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_notes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_priorities" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_reasons" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_sources" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_statuses" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "activity_types" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "report_filters" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "report_schedules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "reports" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "saved_reports" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "user_report_settings" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "job_parameters" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "job_run_logs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "job_runs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "job_tasks" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "public_holidays" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "schedule_recurrence_options" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "segments" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "system_jobs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "task_definitions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "dashboard_process_actions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "dashboard_process_configs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "dashboard_processes" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "system_ribbon_dismissals" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "system_ribbons" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integration_account_mappings" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integration_building_tenants" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integration_event_logs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integration_tenants" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integration_tokens" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "integrations" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "help_topics" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "maintenance_menu_items" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "menu_modules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "menu_pages" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "recent_searches" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "company_isolation" ON "sandbox_support_tickets" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "search_entries" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));