CREATE TABLE "building_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"network_node_id" integer NOT NULL,
	"read_date" date NOT NULL,
	"gate_usage" numeric(18, 3) NOT NULL,
	"child_usage" numeric(18, 3) NOT NULL,
	"common_usage" numeric(18, 3) NOT NULL,
	"unaccounted_pct" numeric(9, 2) NOT NULL,
	"threshold_pct" numeric(6, 2) NOT NULL,
	"missing_reads" integer DEFAULT 0 NOT NULL,
	"estimated_reads" integer DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "building_reconciliations_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "building_reconciliations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "building_role" text;--> statement-breakpoint
ALTER TABLE "building_reconciliations" ADD CONSTRAINT "building_reconciliations_network_node_id_fk" FOREIGN KEY ("company_id","dataset","network_node_id") REFERENCES "public"."network_nodes"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "building_reconciliations_day_uq" ON "building_reconciliations" USING btree ("company_id","dataset","network_node_id","read_date");--> statement-breakpoint
CREATE INDEX "building_reconciliations_status_idx" ON "building_reconciliations" USING btree ("company_id","dataset","status","read_date");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "building_reconciliations" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));