-- The accounting provider's OpenID Connect subject a user linked in My Settings (issue 27 item 4).
ALTER TABLE "users" ADD COLUMN "accounting_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_accounting_subject_uq" ON "users" ("accounting_subject") WHERE "accounting_subject" IS NOT NULL;
