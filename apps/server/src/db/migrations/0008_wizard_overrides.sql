CREATE TABLE "wizard_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"wizard_code" text NOT NULL,
	"page_code" text NOT NULL,
	"field_name" text DEFAULT '' NOT NULL,
	"prompt" text,
	"description" text,
	"tooltip" text,
	"default_value" text,
	"visible" boolean,
	"mandatory" boolean,
	"row" integer,
	"span" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wizard_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_overrides_uq" ON "wizard_overrides" USING btree ("company_id","wizard_code","page_code","field_name");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "wizard_overrides" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);