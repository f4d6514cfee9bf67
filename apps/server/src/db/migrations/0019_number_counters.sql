CREATE TABLE "number_counters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"kind" text NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "number_counters_kind_uq" ON "number_counters" USING btree ("company_id","dataset","kind");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "number_counters" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
-- Counters start where each company's existing numbers end, so demo data and new customers never collide.
INSERT INTO "number_counters" ("company_id", "dataset", "kind", "last_value")
SELECT c.id, d.dataset, 'customer',
  coalesce((SELECT max(substr(x.customer_number, 2)::bigint) FROM customers x
            WHERE x.company_id = c.id AND x.dataset = d.dataset AND x.customer_number ~ '^C[0-9]{1,15}$'), 0)
FROM companies c CROSS JOIN (VALUES ('live'), ('demo')) d(dataset);--> statement-breakpoint
INSERT INTO "number_counters" ("company_id", "dataset", "kind", "last_value")
SELECT c.id, d.dataset, 'account',
  greatest(100000, coalesce((SELECT max(x.account_number::bigint) FROM customer_accounts x
            WHERE x.company_id = c.id AND x.dataset = d.dataset AND x.account_number ~ '^[0-9]{1,15}$'), 0))
FROM companies c CROSS JOIN (VALUES ('live'), ('demo')) d(dataset);
