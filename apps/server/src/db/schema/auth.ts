import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Sign-in security state. These tables are read before any tenant scope exists (sign-in, reset),
 * so they carry no row-level security; see docs/security.md.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Consecutive failed sign-in steps per username (lower-cased), whether or not such a user exists,
 * so a lock-out never tells an unknown name from a known one; and per client address, whatever
 * names it tries (kind 'address').
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    kind: text('kind').$type<'username' | 'address'>().notNull().default('username'),
    /** The lower-cased username, or the client address. */
    key: text('username_key').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastFailureAt: at('last_failure_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** Single-use password reset links; only the token's hash is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The one live emailed code per user and purpose (second sign-in step, set-up, or the proof of a change). */
export const mfaEmailCodes = pgTable(
  'mfa_email_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign-in', 'set-up', 'confirm'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** An authenticator secret shown at set-up, waiting for its first code before it is switched on. */
export const mfaTotpEnrolments = pgTable('mfa_totp_enrolments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Email kept instead of sent when no SMTP_URL is configured (development); see lib/mailer.ts. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: at('created_at').notNull().defaultNow(),
});
