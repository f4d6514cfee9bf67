ALTER TABLE "meter_read_imports" ALTER COLUMN "reading" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_read_imports" ADD COLUMN "intervals" numeric(12, 3)[];--> statement-breakpoint
CREATE INDEX "meter_read_imports_code_day_idx" ON "meter_read_imports" USING btree ("company_id","dataset","meter_code","read_date");--> statement-breakpoint
CREATE INDEX "meter_read_imports_waiting_idx" ON "meter_read_imports" USING btree ("company_id","dataset","status","meter_code","read_date","id");