-- Meter data files as received (issue 31 item 3): each kept in the file store with its sender, size, checksum and result; one row per content.
CREATE TABLE "meter_data_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"file_name" text NOT NULL,
	"sender" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"queued" integer NOT NULL,
	"rejected" text[] NOT NULL,
	"already_received" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_data_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_data_files_sha256_uq" ON "meter_data_files" USING btree ("company_id","dataset","sha256");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_data_files" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));
