-- The audit log is append-only for the application (issue 23 item 10, part 4): every request's transaction
-- runs as wattle_app (db/tenancy.ts), which may add rows and read its company's, never change or
-- remove one. The default privileges of 0000_bootstrap gave it UPDATE and DELETE like every table.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM wattle_app;
--> statement-breakpoint
-- Sign-in secrets are the sign-in module's, on the owner connection (issue 23 item 10, part 6): the
-- tenant role reads and writes none of the sessions, the mail outbox (its texts hold reset links and
-- codes), reset tokens, email codes and authenticator set-ups. Deleting a user still removes theirs
-- (the foreign keys' cascades run as the tables' owner).
REVOKE ALL ON "sessions", "mail_outbox", "password_reset_tokens", "mfa_email_codes", "mfa_totp_enrolments" FROM wattle_app;
