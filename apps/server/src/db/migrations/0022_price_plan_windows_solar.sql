-- Price plan editor (issue 13): the "per day" minimum charge is a flag, plans get a solar rate, and
-- timing-profile windows are stored structured beside their display text.
ALTER TABLE "usage_rates" ALTER COLUMN "minimum_charge_per_day" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "usage_rates" ALTER COLUMN "minimum_charge_per_day" SET DATA TYPE boolean USING "minimum_charge_per_day" > 0;--> statement-breakpoint
ALTER TABLE "usage_rates" ALTER COLUMN "minimum_charge_per_day" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "price_plans" ADD COLUMN "solar_rate" numeric(18, 7);--> statement-breakpoint
ALTER TABLE "timing_profile_meter_types" ADD COLUMN "windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded shoulder window named no days in its second part (so "every day", overlapping off-peak's weekends).
UPDATE "timing_profile_meter_types" SET "time_window" = 'Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00'
  WHERE "time_window" = 'Mon-Fri 07:00-14:00, 20:00-22:00';--> statement-breakpoint
-- The seeded texts as apps/server/src/modules/price-plans/window-specs.ts reads them (a test checks they agree).
UPDATE "timing_profile_meter_types" SET "windows" = CASE "time_window"
    WHEN 'Mon-Fri 14:00-20:00' THEN '[{"days":[1,2,3,4,5],"start":"14:00","end":"20:00"}]'::jsonb
    WHEN 'Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00' THEN '[{"days":[1,2,3,4,5],"start":"07:00","end":"14:00"},{"days":[1,2,3,4,5],"start":"20:00","end":"22:00"}]'::jsonb
    WHEN 'Mon-Fri 22:00-07:00, weekends' THEN '[{"days":[1,2,3,4,5],"start":"22:00","end":"07:00"},{"days":[6,0],"start":"00:00","end":"24:00"}]'::jsonb
    WHEN 'Every day 07:00-23:00' THEN '[{"days":[0,1,2,3,4,5,6],"start":"07:00","end":"23:00"}]'::jsonb
    WHEN 'Every day 23:00-07:00' THEN '[{"days":[0,1,2,3,4,5,6],"start":"23:00","end":"07:00"}]'::jsonb
    WHEN 'Every day 22:00-07:00' THEN '[{"days":[0,1,2,3,4,5,6],"start":"22:00","end":"07:00"}]'::jsonb
  END
  WHERE "time_window" IN ('Mon-Fri 14:00-20:00', 'Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00', 'Mon-Fri 22:00-07:00, weekends',
    'Every day 07:00-23:00', 'Every day 23:00-07:00', 'Every day 22:00-07:00');
