import { z } from 'zod';
import { ACTIVITIES_MANAGEMENT_PAGE_SIZE, ALL_ITEMS } from '../../constants';
import { bodyId, MAX_ID } from '../../ids';
import { storableText } from '../../storableText';
import { activityNoteSchema } from '../activity';

/** Largest page of the management list; 'all' (-1) serves at most ACTIVITIES_ALL_MAX rows (the Excel export has every row). */
export const ACTIVITIES_MAX_PAGE_SIZE = 1000;
export const ACTIVITIES_ALL_MAX = 10_000;
/** Most ids one filter, close or delete takes. */
export const ACTIVITIES_MAX_IDS = 1000;

/** Columns the management list sorts by on the server (each has an index); default the due date, soonest first. */
export const ACTIVITY_SORTS = ['id', 'activityDate', 'requiredDate'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** A filter's ids in a query string: comma-separated digits, e.g. `assigneeIds=3,7`. */
const idListText = z
  .string()
  .max(12 * ACTIVITIES_MAX_IDS)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'must be ids separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(MAX_ID)).max(ACTIVITIES_MAX_IDS));

/** The filters and search of the management list (spec 2 §2.13), shared by the list and the export. */
export const activityFiltersQuery = z.object({
  search: z.string().max(200).transform(storableText).optional(),
  categoryIds: idListText.optional(),
  typeIds: idListText.optional(),
  priorityIds: idListText.optional(),
  assigneeIds: idListText.optional(),
  sortBy: z.enum(ACTIVITY_SORTS).optional(),
  sortDescending: z.stringbool().optional(),
});

/** GET /activities: a page of the open activities (class ACTIVITY) of the company. */
export const activityListQuery = activityFiltersQuery
  .extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** -1 means all (at most ACTIVITIES_ALL_MAX rows). */
    itemsPerPage: z.coerce
      .number()
      .int()
      .refine((n) => n === ALL_ITEMS || (n >= 1 && n <= ACTIVITIES_MAX_PAGE_SIZE), { message: `must be -1 or 1 to ${ACTIVITIES_MAX_PAGE_SIZE}` })
      .default(ACTIVITIES_MANAGEMENT_PAGE_SIZE),
  })
  .strict();
export type ActivityListQuery = z.input<typeof activityListQuery>;

/** GET /activities/export: every matching row as .xlsx (streamed). */
export const activityExportQuery = activityFiltersQuery.strict();
export type ActivityExportQuery = z.input<typeof activityExportQuery>;

/** A note as a row's details panel shows it (the note's id is not needed there). */
const activityRowNoteSchema = activityNoteSchema.omit({ id: true });

/** A row of Activities Management with what its details panel shows (spec 2 §3 Activity). */
export const activityRowSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string(),
  classId: z.number().int(),
  classCode: z.string(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  priorityId: z.number().int().nullable(),
  priority: z.string().nullable(),
  priorityColor: z.string().nullable(),
  statusId: z.number().int().nullable(),
  status: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  initiator: z.string(),
  /** When it was raised (ISO timestamp). */
  activityDate: z.string(),
  /** Due date, YYYY-MM-DD. */
  requiredDate: z.string().nullable(),
  isOverdue: z.boolean(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Decimal text. */
  accountBalance: z.string().nullable(),
  mostRecentNote: z.string().nullable(),
  /** Oldest first. */
  notes: z.array(activityRowNoteSchema),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityPageSchema = z.object({ items: z.array(activityRowSchema), totalItems: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

const filterOptionSchema = z.object({ id: z.number().int(), description: z.string() });
export type ActivityFilterOption = z.infer<typeof filterOptionSchema>;

/** GET /activities/filters: the choices of the four multi-select filters (every item, active or not). */
export const activityFilterOptionsSchema = z.object({
  categories: z.array(filterOptionSchema),
  types: z.array(filterOptionSchema),
  priorities: z.array(filterOptionSchema),
  assignees: z.array(filterOptionSchema),
});
export type ActivityFilterOptions = z.infer<typeof activityFilterOptionsSchema>;

/** POST /activities/delete-multiple and POST /activities/close: the list of activity ids. */
export const activityIdsSchema = z.array(bodyId).min(1).max(ACTIVITIES_MAX_IDS);
export const activitiesChangedSchema = z.object({ count: z.number().int() });
