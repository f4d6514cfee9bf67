import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES, SEARCH_CONTEXTS } from '@wattle/contract';
import { companyKey, companyRef, id, moment, requiredRoles } from './_columns';
import { users } from './core';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Menu modules: the drawer's groups and the system-menu modules such as 'Services', kept in the
 * database so an administrator can change menus without a deploy.
 */
export const menuModules = pgTable(
  'menu_modules',
  {
    id: id(),
    ...companyColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    iconName: text('icon_name').notNull().default('Folder'),
    requiredRoles: requiredRoles(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('menu_modules_code_uq').on(t.companyId, t.code), companyKey('menu_modules', t), companyPolicy()],
);

/** Pages of a module: `code` is the screen code a route is found by; shown only for `customerType` when set. */
export const menuPages = pgTable(
  'menu_pages',
  {
    id: id(),
    ...companyColumns(),
    moduleId: integer('module_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('Article'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }),
    requiredRoles: requiredRoles(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    index('menu_pages_module_idx').on(t.companyId, t.moduleId, t.sortOrder),
    companyRef('menu_pages', t, t.moduleId, menuModules).onDelete('cascade'),
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
    requiredRoles: requiredRoles(),
    sortOrder: integer('sort_order').notNull().default(0),
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
    requiredRoles: requiredRoles(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [index('help_topics_company_idx').on(t.companyId, t.sortOrder), companyPolicy()],
);

/**
 * Support tickets of the local sandbox ticketing provider (a real provider keeps them on its
 * side); `createdAt` is when the ticket was raised.
 */
export const sandboxSupportTickets = pgTable(
  'sandbox_support_tickets',
  {
    id: id(),
    ...companyColumns(),
    userId: integer('user_id'),
    subject: text('subject').notNull(),
    priority: text('priority').notNull().default('normal'),
    type: text('type').notNull().default('question'),
    status: text('status').notNull().default('open'),
    ...stamps(),
  },
  (t) => [
    index('sandbox_support_tickets_created_idx').on(t.companyId, t.createdAt),
    companyRef('sandbox_support_tickets', t, t.userId, users),
    companyPolicy(),
  ],
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
