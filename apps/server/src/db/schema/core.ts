import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, definitionHash } from './_columns';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** Tenants. Each company has a live and a demo dataset. Read by sign-in before any scope exists. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  freeTrial: boolean('free_trial').notNull().default(false),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'string' }),
  ticketsAllowed: boolean('tickets_allowed').notNull().default(false),
  ticketsMax: integer('tickets_max').notNull().default(0),
  ...stamps(),
});

/** Staff users. Usernames are unique across companies because sign-in names no company. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    /** The spec's comma-separated role list, e.g. "ADMIN,DEVELOPER". */
    userRoles: text('user_roles').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPropertyManager: boolean('is_property_manager').notNull().default(false),
    mfaTotpSecret: text('mfa_totp_secret'),
    mfaTotpEnabled: boolean('mfa_totp_enabled').notNull().default(false),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    mfaTotpLastStep: integer('mfa_totp_last_step'),
    mfaEmailEnabled: boolean('mfa_email_enabled').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** The accounting provider's subject (OpenID Connect `sub`) the user linked in My Settings; 'Sign in with' resolves by it only. */
    accountingSubject: text('accounting_subject'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_accounting_subject_uq')
      .on(t.accountingSubject)
      .where(sql`${t.accountingSubject} IS NOT NULL`),
    companyKey('users', t),
    companyPolicy(),
  ],
);

/** Server-side sessions behind the HttpOnly cookie; deleting a row ends the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    dataset: text('dataset', { enum: ['live', 'demo'] }).notNull(),
    /** 'active' once signed in; 'mfa' while a second step is pending. */
    state: text('state', { enum: ['active', 'mfa'] })
      .notNull()
      .default('active'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Who did what, when, with old and new values. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    dataset: text('dataset', { enum: ['live', 'demo'] }),
    userId: integer('user_id'),
    username: text('username'),
    event: text('event').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    ipAddress: text('ip_address'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_company_entity_idx').on(t.companyId, t.entity, t.entityId),
    companyPolicy(),
  ],
);

/** System parameters (spec 1 §3, 3 §3): DATE_FORMAT, CURRENCY, ISLIVE, NETNODELABEL ... per dataset. */
export const systemParameters = pgTable(
  'system_parameters',
  {
    id: serial('id').primaryKey(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    parameter: text('parameter').notNull().default(''),
    parameterType: text('parameter_type').notNull().default('string'),
    parameterCategoryDescription: text('parameter_category_description').notNull().default('General'),
    access: boolean('access').notNull().default(true),
    userVisible: boolean('user_visible').notNull().default(true),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('system_parameters_code_uq').on(t.companyId, t.dataset, t.code), datasetPolicy()],
);
