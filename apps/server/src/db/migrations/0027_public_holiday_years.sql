CREATE TABLE "public_holiday_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_holiday_years" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "public_holidays_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "public_holiday_years_uq" ON "public_holiday_years" USING btree ("company_id","year");--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_uq" UNIQUE NULLS NOT DISTINCT("company_id","holiday_date","state","name");--> statement-breakpoint
CREATE POLICY "company_isolation" ON "public_holiday_years" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer);