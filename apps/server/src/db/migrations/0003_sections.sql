CREATE TABLE "section_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_definitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "section_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"section_code" text NOT NULL,
	"field_name" text DEFAULT '' NOT NULL,
	"prompt" text,
	"visible" boolean,
	"sequence" integer,
	"row" integer,
	"span" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "section_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "section_items" ADD CONSTRAINT "section_items_section_id_section_definitions_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."section_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "section_items_uq" ON "section_items" USING btree ("section_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "section_overrides_uq" ON "section_overrides" USING btree ("company_id","section_code","field_name");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "section_overrides" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);