ALTER TABLE "system_parameters" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "lookups" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "dashboard_process_actions" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "dashboard_processes" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "maintenance_menu_items" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "navigation_modules" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "navigation_pages" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "section_definitions" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "section_definitions" DROP COLUMN "version";