import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES, SEARCH_CONTEXTS } from '@wattle/contract';
import { companyKey, companyRef, definitionHash, id, moment, roles } from './_columns';
import { users } from './core';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Menu modules: the drawer's groups (kind DRAWER) and the system-menu modules such as 'Services'
 * (kind SYSTEM), kept in the database so an administrator can change menus without a deploy.
 */
export const navigationModules = pgTable(
  'navigation_modules',
  {
    id: id(),
    ...companyColumns(),
    kind: text('kind', { enum: ['DRAWER', 'SYSTEM'] })
      .notNull()
      .default('DRAWER'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    iconName: text('icon_name').notNull().default('Folder'),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('navigation_modules_code_uq').on(t.companyId, t.kind, t.code), companyKey('navigation_modules', t), companyPolicy()],
);

/** Pages of a module: `code` is the screen code a route is found by; shown only for `customerType` when set. */
export const navigationPages = pgTable(
  'navigation_pages',
  {
    id: id(),
    ...companyColumns(),
    moduleId: integer('module_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('Article'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [
    index('navigation_pages_module_idx').on(t.companyId, t.moduleId, t.sortOrder),
    companyRef('navigation_pages', t, t.moduleId, navigationModules).onDelete('cascade'),
    companyPolicy(),
  ],
);

/** Maintenance menu items; the code maps to a route (addons, jobs, reportschedules...) or /maintenance/{code}. */
export const maintenanceMenuItems = pgTable(
  'maintenance_menu_items',
  {
    id: id(),
    ...companyColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('maintenance_menu_items_code_uq').on(t.companyId, t.code), companyPolicy()],
);

/** Entries of the Help menu (open in a new tab). */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: id(),
    ...companyColumns(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [index('help_topics_company_idx').on(t.companyId, t.sortOrder), companyPolicy()],
);

/**
 * Support tickets the company raised (the local sandbox ticketing provider keeps them here;
 * `externalId` is a real provider's id).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    ...companyColumns(),
    externalId: text('external_id'),
    userId: integer('user_id'),
    subject: text('subject').notNull(),
    priority: text('priority').notNull().default('normal'),
    type: text('type').notNull().default('question'),
    status: text('status').notNull().default('open'),
    ticketCreatedAt: moment('ticket_created_at').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [index('support_tickets_created_idx').on(t.companyId, t.ticketCreatedAt), companyRef('support_tickets', t, t.userId, users), companyPolicy()],
);

/** A user's recent selections per search context (Recent tab), most recent first by `usedAt`. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: id(),
    ...datasetColumns(),
    userId: integer('user_id').notNull(),
    searchContext: text('search_context', { enum: SEARCH_CONTEXTS }).notNull(),
    searchId: integer('search_id').notNull(),
    customerId: integer('customer_id'),
    accountId: integer('account_id'),
    tooltip: text('tooltip').notNull().default(''),
    alert: text('alert'),
    usedAt: moment('used_at').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('recent_searches_uq').on(t.companyId, t.dataset, t.userId, t.searchContext, t.searchId),
    index('recent_searches_used_idx').on(t.companyId, t.dataset, t.userId, t.searchContext, t.usedAt),
    companyRef('recent_searches', t, t.userId, users).onDelete('cascade'),
    datasetPolicy(),
  ],
);
