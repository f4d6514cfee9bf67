-- Meter data imports as jobs (issue 31 item 3): an upload (or a file the inbox takes) is a meter_data_uploads row whose files
-- a job streams from the file store into the import queue, with progress; a file received again is recorded against its first copy.
CREATE TABLE "meter_data_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"system_job_id" integer NOT NULL,
	"sender" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meter_data_uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "meter_data_uploads_working_idx" ON "meter_data_uploads" USING btree ("status") WHERE "status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "meter_data_uploads" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "upload_id" bigint;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "kind" text DEFAULT 'NEM12' NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "status" text DEFAULT 'COMPLETED' NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "total_reads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "done_reads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "meter_data_files" ADD COLUMN "first_copy_id" bigint;--> statement-breakpoint
UPDATE "meter_data_files" SET "rejected_count" = cardinality("rejected"), "total_reads" = "queued" + cardinality("rejected") + "already_received", "done_reads" = "queued" + cardinality("rejected") + "already_received";--> statement-breakpoint
DROP INDEX "meter_data_files_sha256_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "meter_data_files_sha256_uq" ON "meter_data_files" USING btree ("company_id","dataset","sha256") WHERE "first_copy_id" is null;--> statement-breakpoint
CREATE INDEX "meter_data_files_upload_idx" ON "meter_data_files" USING btree ("company_id","dataset","upload_id","id");
