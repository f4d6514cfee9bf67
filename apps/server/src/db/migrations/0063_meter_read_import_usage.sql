-- The usage a NEM13 register read arrives with (its 250 record's Quantity, kWh) and the days it covers; null: worked out from the previous register read, as for a manual read.
ALTER TABLE "meter_read_imports" ADD COLUMN "quantity" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "meter_read_imports" ADD COLUMN "period_days" smallint;
