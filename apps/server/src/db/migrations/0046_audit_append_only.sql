-- The audit log is append-only for the application (issue 23 item 10, part 4): every request's transaction
-- runs as wattle_app (db/tenancy.ts), which may add rows and read its company's, never change or
-- remove one. The default privileges of 0000_bootstrap gave it UPDATE and DELETE like every table.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM wattle_app;
