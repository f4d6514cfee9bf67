DROP POLICY "company_isolation" ON "menu_modules" CASCADE;--> statement-breakpoint
DROP TABLE "menu_modules" CASCADE;--> statement-breakpoint
DROP POLICY "company_isolation" ON "menu_pages" CASCADE;--> statement-breakpoint
DROP TABLE "menu_pages" CASCADE;--> statement-breakpoint
DROP POLICY "company_isolation" ON "sandbox_support_tickets" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_support_tickets" CASCADE;--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "required_roles";--> statement-breakpoint
ALTER TABLE "dashboard_process_actions" DROP COLUMN "required_roles";--> statement-breakpoint
ALTER TABLE "dashboard_processes" DROP COLUMN "required_roles";--> statement-breakpoint
ALTER TABLE "help_topics" DROP COLUMN "required_roles";--> statement-breakpoint
ALTER TABLE "maintenance_menu_items" DROP COLUMN "required_roles";--> statement-breakpoint
CREATE TABLE "navigation_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"kind" text DEFAULT 'DRAWER' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon_name" text DEFAULT 'Folder' NOT NULL,
	"roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "navigation_modules_company_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "navigation_modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "navigation_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"module_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'Article' NOT NULL,
	"customer_type" text,
	"roles" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigation_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"external_id" text,
	"user_id" integer,
	"subject" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"type" text DEFAULT 'question' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ticket_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "roles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_process_actions" ADD COLUMN "roles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_processes" ADD COLUMN "roles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_menu_items" ADD COLUMN "roles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "navigation_pages" ADD CONSTRAINT "navigation_pages_module_id_fk" FOREIGN KEY ("company_id","module_id") REFERENCES "public"."navigation_modules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "navigation_modules_code_uq" ON "navigation_modules" USING btree ("company_id","kind","code");--> statement-breakpoint
CREATE INDEX "navigation_pages_module_idx" ON "navigation_pages" USING btree ("company_id","module_id","sort_order");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("company_id","ticket_created_at");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "navigation_modules" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "navigation_pages" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);--> statement-breakpoint
CREATE POLICY "company_isolation" ON "support_tickets" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);