DROP INDEX "search_entries_account_prefix_idx";--> statement-breakpoint
DROP INDEX "search_entries_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "search_entries_account_prefix_idx" ON "search_entries" USING btree ("company_id","dataset","context","account_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_name_prefix_idx" ON "search_entries" USING btree ("company_id","dataset","context","name_key" text_pattern_ops);