-- Lock-outs per client address as well as per username (issue 3; docs/security.md).
ALTER TABLE "login_failures" ADD COLUMN "kind" text DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_kind_username_key_pk" PRIMARY KEY("kind","username_key");
