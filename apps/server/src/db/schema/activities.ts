import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyRef, datasetKey, datasetRef, day, id, moment } from './_columns';
import { customerAccounts } from './accounts';
import { users } from './core';
import { customers } from './customers';
import { sites } from './sites';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** What every activity lookup has (spec 2 §3 Lookups: id, description, code, defaultOption; userSelect). */
const lookupColumns = () => ({
  code: text('code').notNull(),
  description: text('description').notNull(),
  /** Offered when adding; editing offers every item. */
  userSelect: boolean('user_select').notNull().default(true),
  defaultOption: boolean('default_option').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

const codeUnique = (table: string, t: { companyId: AnyPgColumn; dataset: AnyPgColumn; code: AnyPgColumn }) =>
  uniqueIndex(`${table}_code_uq`).on(t.companyId, t.dataset, t.code);

/**
 * Activity classes. The spec fixes their ids (ACTIVITY is 2), so ids are per dataset: the key is
 * (company_id, dataset, id) and the seed names ids explicitly; new classes number from 1000.
 */
export const activityClasses = pgTable(
  'activity_classes',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity({ startWith: 1000 }),
    ...datasetColumns(),
    ...lookupColumns(),
    iconName: text('icon_name').notNull().default('event_note'),
    ...stamps(),
  },
  (t) => [primaryKey({ name: 'activity_classes_pk', columns: [t.companyId, t.dataset, t.id] }), codeUnique('activity_classes', t), datasetPolicy()],
);

export const activityCategories = pgTable(
  'activity_categories',
  {
    id: id(),
    ...datasetColumns(),
    classId: integer('class_id').notNull(),
    ...lookupColumns(),
    ...stamps(),
  },
  (t) => [
    codeUnique('activity_categories', t),
    datasetKey('activity_categories', t),
    datasetRef('activity_categories', t, t.classId, activityClasses),
    datasetPolicy(),
  ],
);

/** Activity types; choosing one sets the due date to today + defaultDurationRequired days and fills defaultNote. */
export const activityTypes = pgTable(
  'activity_types',
  {
    id: id(),
    ...datasetColumns(),
    classId: integer('class_id').notNull(),
    categoryId: integer('category_id'),
    ...lookupColumns(),
    defaultDurationRequired: integer('default_duration_required'),
    defaultNote: text('default_note'),
    ...stamps(),
  },
  (t) => [
    codeUnique('activity_types', t),
    datasetKey('activity_types', t),
    datasetRef('activity_types', t, t.classId, activityClasses),
    datasetRef('activity_types', t, t.categoryId, activityCategories),
    datasetPolicy(),
  ],
);

export const activitySources = pgTable('activity_sources', { id: id(), ...datasetColumns(), ...lookupColumns(), ...stamps() }, (t) => [
  codeUnique('activity_sources', t),
  datasetKey('activity_sources', t),
  datasetPolicy(),
]);

/** Statuses; CLOSED (isClosed) is what closing selected activities sets. */
export const activityStatuses = pgTable(
  'activity_statuses',
  { id: id(), ...datasetColumns(), ...lookupColumns(), isClosed: boolean('is_closed').notNull().default(false), ...stamps() },
  (t) => [codeUnique('activity_statuses', t), datasetKey('activity_statuses', t), datasetPolicy()],
);

/** Status reasons, offered per status. */
export const activityReasons = pgTable(
  'activity_reasons',
  { id: id(), ...datasetColumns(), statusId: integer('status_id').notNull(), ...lookupColumns(), ...stamps() },
  (t) => [
    codeUnique('activity_reasons', t),
    datasetKey('activity_reasons', t),
    datasetRef('activity_reasons', t, t.statusId, activityStatuses),
    datasetPolicy(),
  ],
);

export const activityPriorities = pgTable(
  'activity_priorities',
  { id: id(), ...datasetColumns(), ...lookupColumns(), color: text('color').notNull().default('#9e9e9e'), ...stamps() },
  (t) => [codeUnique('activity_priorities', t), datasetKey('activity_priorities', t), datasetPolicy()],
);

/** Who an activity can be assigned to: a user or a team queue. */
export const activityAssignees = pgTable(
  'activity_assignees',
  { id: id(), ...datasetColumns(), userId: integer('user_id'), ...lookupColumns(), emailAddress: text('email_address'), ...stamps() },
  (t) => [codeUnique('activity_assignees', t), datasetKey('activity_assignees', t), companyRef('activity_assignees', t, t.userId, users), datasetPolicy()],
);

/**
 * Activities against a customer: tasks (class ACTIVITY, with priority, status, assignee and due
 * date), calls and collateral notes. `id` is the Ref No.; overdue = open and requiredDate < today.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    customerAccountId: integer('customer_account_id'),
    siteId: integer('site_id'),
    classId: integer('class_id').notNull(),
    categoryId: integer('category_id'),
    typeId: integer('type_id'),
    sourceId: integer('source_id'),
    priorityId: integer('priority_id'),
    statusId: integer('status_id'),
    statusReasonId: integer('status_reason_id'),
    assigneeId: integer('assignee_id'),
    initiator: text('initiator').notNull().default(''),
    activityDate: moment('activity_date').notNull().defaultNow(),
    requiredDate: day('required_date'),
    closedAt: moment('closed_at'),
    insertUser: text('insert_user').notNull().default(''),
    insertDateTime: moment('insert_date_time').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    index('activities_customer_idx').on(t.companyId, t.dataset, t.customerId, t.activityDate),
    index('activities_assignee_idx').on(t.companyId, t.dataset, t.assigneeId, t.requiredDate),
    index('activities_open_required_idx')
      .on(t.companyId, t.dataset, t.requiredDate)
      .where(sql`${t.closedAt} is null`),
    // Activities Management (open tasks, docs/activities.md): its sorts, and its filters in the default sort.
    index('activities_manage_due_idx')
      .on(t.companyId, t.dataset, sql`coalesce(${t.requiredDate}, '9999-12-31'::date)`, t.id)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    index('activities_manage_raised_idx')
      .on(t.companyId, t.dataset, t.activityDate, t.id)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    index('activities_manage_assignee_idx')
      .on(t.companyId, t.dataset, t.assigneeId, sql`coalesce(${t.requiredDate}, '9999-12-31'::date)`, t.id)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    index('activities_manage_type_idx')
      .on(t.companyId, t.dataset, t.typeId)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    index('activities_manage_category_idx')
      .on(t.companyId, t.dataset, t.categoryId)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    index('activities_manage_priority_idx')
      .on(t.companyId, t.dataset, t.priorityId)
      .where(sql`${t.closedAt} is null and ${t.classId} = 2`),
    datasetKey('activities', t),
    datasetRef('activities', t, t.customerId, customers),
    datasetRef('activities', t, t.customerAccountId, customerAccounts),
    datasetRef('activities', t, t.siteId, sites),
    datasetRef('activities', t, t.classId, activityClasses),
    datasetRef('activities', t, t.categoryId, activityCategories),
    datasetRef('activities', t, t.typeId, activityTypes),
    datasetRef('activities', t, t.sourceId, activitySources),
    datasetRef('activities', t, t.priorityId, activityPriorities),
    datasetRef('activities', t, t.statusId, activityStatuses),
    datasetRef('activities', t, t.statusReasonId, activityReasons),
    datasetRef('activities', t, t.assigneeId, activityAssignees),
    datasetPolicy(),
  ],
);

/** Notes of an activity, newest last; the first is written when the activity is added. */
export const activityNotes = pgTable(
  'activity_notes',
  {
    id: id(),
    ...datasetColumns(),
    activityId: integer('activity_id').notNull(),
    note: text('note').notNull(),
    insertUser: text('insert_user').notNull().default(''),
    insertDateTime: moment('insert_date_time').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    index('activity_notes_activity_idx').on(t.companyId, t.dataset, t.activityId, t.insertDateTime),
    datasetRef('activity_notes', t, t.activityId, activities).onDelete('cascade'),
    datasetPolicy(),
  ],
);
