-- Change notices (db/changes.ts): every statement that changes a table's rows sends, at commit,
-- one notice on channel wattle_changes per table and scope: 'table:company:dataset' (company and
-- dataset empty when the writer had no scope). In-memory caches listen to them, in this process and
-- in every other one, so a change made by a trigger, a job or another server drops them too.
CREATE FUNCTION wattle_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wattle_changes', TG_TABLE_NAME || ':' || coalesce(current_setting('app.company_id', true), '') || ':' || coalesce(current_setting('app.dataset', true), ''));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Watches every table of the schema that has no notice trigger yet; runs after each start's
-- migrations (db/migrate.ts), so a table added later is watched too. Sessions notify only when a
-- session ends or changes, not when one starts or records activity (last_seen_at).
CREATE FUNCTION wattle_watch_changes() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT IN ('stored_file_chunks', '__drizzle_migrations')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'wattle_change_notice')
  LOOP
    IF t = 'sessions' THEN
      EXECUTE 'CREATE TRIGGER wattle_change_notice AFTER UPDATE OF id, user_id, company_id, dataset, state, expires_at OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION wattle_notify_change()';
    ELSE
      EXECUTE format('CREATE TRIGGER wattle_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION wattle_notify_change()', t);
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
SELECT wattle_watch_changes();
