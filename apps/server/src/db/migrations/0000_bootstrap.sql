-- Extensions for search, and the non-owner role that request code runs as (row-level security applies to it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wattle_app') THEN
    CREATE ROLE wattle_app NOLOGIN;
  END IF;
EXCEPTION
  -- Roles are cluster-wide: another database on the same server may create it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT pg_has_role(current_user, 'wattle_app', 'MEMBER') THEN
    EXECUTE format('GRANT wattle_app TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO wattle_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO wattle_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO wattle_app;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper lets search columns and indexes use it.
CREATE OR REPLACE FUNCTION wattle_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;
