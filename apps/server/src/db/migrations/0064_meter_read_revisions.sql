-- Issue 31 items 4 and 5: every read keeps its quality and the market's update time, and a market
-- read that replaces a stored one keeps the replaced value in the read's history. The import ids
-- name the queue rows (meter_read_imports, with their file) that brought each value; no foreign key:
-- the queue has no (company, dataset, id) key, and one would cost every queued row an index entry.
ALTER TABLE "meter_reads" ADD COLUMN "market_updated" timestamp;--> statement-breakpoint
ALTER TABLE "meter_reads" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "meter_interval_reads" ADD COLUMN "qualities" text;--> statement-breakpoint
ALTER TABLE "meter_read_imports" ADD COLUMN "qualities" text;--> statement-breakpoint
ALTER TABLE "meter_read_imports" ADD COLUMN "market_updated" timestamp;--> statement-breakpoint
CREATE TABLE "meter_read_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"meter_id" integer NOT NULL,
	"read_date" date NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"reading" numeric(18, 3),
	"read_type" text NOT NULL,
	"source" text NOT NULL,
	"market_updated" timestamp,
	"intervals" numeric(12, 3)[],
	"qualities" text,
	"import_id" integer,
	"replaced_by_import_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_read_revisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meter_read_revisions" ADD CONSTRAINT "meter_read_revisions_meter_id_fk" FOREIGN KEY ("company_id","dataset","meter_id") REFERENCES "public"."meters"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_read_revisions_meter_day_idx" ON "meter_read_revisions" USING btree ("company_id","dataset","meter_id","read_date");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_read_revisions" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "meter_read_revisions" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (meter_id = ANY ((SELECT wattle_pm_meters())::integer[])));
