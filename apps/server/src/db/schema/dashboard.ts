import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, definitionHash, id, moment, roles } from './_columns';
import { users } from './core';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Dashboard processes (work queues and charts): `queryKey` names the server-side query over the
 * dataset's tables; code decides the dialog (IMPORTMETERREADS, UNBILLEDSUMMARY, EMAIL_STATUS_REQ,
 * SMS_STATUS_REQ, POSTEDMAIL, RUN_SCHED_MGMT...).
 */
export const dashboardProcesses = pgTable(
  'dashboard_processes',
  {
    id: id(),
    ...companyColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['TABLE', 'CHART', 'SCHEDULED_TASKS'] })
      .notNull()
      .default('TABLE'),
    queryKey: text('query_key').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('dashboard_processes_code_uq').on(t.companyId, t.code), companyKey('dashboard_processes', t), companyPolicy()],
);

/**
 * A process's table configuration (columns, groupSettings, key field) and edit settings (who may
 * edit which columns); a row with a user overrides the company's row for that user.
 */
export const dashboardProcessConfigs = pgTable(
  'dashboard_process_configs',
  {
    id: id(),
    ...companyColumns(),
    processId: integer('process_id').notNull(),
    userId: integer('user_id'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    editing: boolean('editing').notNull().default(false),
    /** Comma-separated roles that may edit rows when editing is on; empty means everyone. */
    editRoles: text('edit_roles').notNull().default(''),
    pageSize: integer('page_size').notNull().default(50),
    ...stamps(),
  },
  (t) => [
    unique('dashboard_process_configs_uq').on(t.companyId, t.processId, t.userId).nullsNotDistinct(),
    companyRef('dashboard_process_configs', t, t.processId, dashboardProcesses).onDelete('cascade'),
    companyRef('dashboard_process_configs', t, t.userId, users).onDelete('cascade'),
    companyPolicy(),
  ],
);

/** The buttons of a process dialog; run-action applies one to the selected rows. */
export const dashboardProcessActions = pgTable(
  'dashboard_process_actions',
  {
    id: id(),
    ...companyColumns(),
    processId: integer('process_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    actionOptions: jsonb('action_options').$type<Record<string, unknown>>().notNull().default({}),
    confirmMessage: text('confirm_message'),
    buttonColour: text('button_colour'),
    textColour: text('text_colour'),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('dashboard_process_actions_uq').on(t.companyId, t.processId, t.code),
    companyRef('dashboard_process_actions', t, t.processId, dashboardProcesses).onDelete('cascade'),
    companyPolicy(),
  ],
);

/**
 * Notifications of a dataset: the cards' counts (code = process code, value as text) and messages
 * for one user (`userId`) or everyone.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    value: text('value').notNull().default('0'),
    userId: integer('user_id'),
    message: text('message'),
    refreshedAt: moment('refreshed_at').notNull().defaultNow(),
    readAt: moment('read_at'),
    ...stamps(),
  },
  (t) => [
    index('notifications_code_idx').on(t.companyId, t.dataset, t.code, t.userId),
    companyRef('notifications', t, t.userId, users).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Ribbons across the top of the dashboard; types notes, warning, important, caution, tip, danger, notice. */
export const systemRibbons = pgTable(
  'system_ribbons',
  {
    id: id(),
    ...companyColumns(),
    message: text('message').notNull(),
    type: text('type', { enum: ['notes', 'warning', 'important', 'caution', 'tip', 'danger', 'notice'] })
      .notNull()
      .default('notice'),
    dismissible: boolean('dismissible').notNull().default(true),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [index('system_ribbons_active_idx').on(t.companyId, t.isActive, t.sortOrder), companyKey('system_ribbons', t), companyPolicy()],
);

export const systemRibbonDismissals = pgTable(
  'system_ribbon_dismissals',
  {
    id: id(),
    ...companyColumns(),
    ribbonId: integer('ribbon_id').notNull(),
    userId: integer('user_id').notNull(),
    dismissedAt: moment('dismissed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_ribbon_dismissals_uq').on(t.companyId, t.userId, t.ribbonId),
    companyRef('system_ribbon_dismissals', t, t.ribbonId, systemRibbons).onDelete('cascade'),
    companyRef('system_ribbon_dismissals', t, t.userId, users).onDelete('cascade'),
    companyPolicy(),
  ],
);
