-- Issue 11: the TIME_ZONE system parameter for existing companies (lib/business-date.ts).
INSERT INTO "system_parameters" ("company_id", "dataset", "code", "description", "parameter", "parameter_category_description")
SELECT DISTINCT p.company_id, p.dataset, 'TIME_ZONE', 'Time zone of the business day (IANA name)', 'Australia/Sydney', 'General'
FROM "system_parameters" p
ON CONFLICT ("company_id", "dataset", "code") DO NOTHING;--> statement-breakpoint
-- Customer Detail is the page of occupiers and sundry customers (spec 3 §2.3): one menu entry for each type.
INSERT INTO "navigation_pages" ("company_id", "module_id", "code", "name", "description", "icon", "customer_type", "roles", "sort_order")
SELECT "company_id", "module_id", "code", "name", "description", "icon", 'SUNDRY', "roles", "sort_order"
FROM "navigation_pages" WHERE "code" = 'CUSTSUMMARY' AND "customer_type" IS NULL;--> statement-breakpoint
UPDATE "navigation_pages" SET "customer_type" = 'OCCUPIER' WHERE "code" = 'CUSTSUMMARY' AND "customer_type" IS NULL;--> statement-breakpoint
-- The user menu has no way to raise a ticket: the ribbon points to the Help menu instead.
UPDATE "system_ribbons" SET "message" = 'Need help? Open the Help menu in the top bar.'
WHERE "message" = 'Need help? Raise a support ticket from the user menu.';
