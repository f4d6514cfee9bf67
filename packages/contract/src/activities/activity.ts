import { z } from 'zod';
import { ALL_ITEMS } from '../constants';
import { bodyId, MAX_ID, textId } from '../ids';
import { storableText } from '../storableText';
import { calendarDay } from '../billing/billRuns';

/** Activity class ACTIVITY (spec 2 §9): the one class with priority, status, reason, assignee and due date. */
export const ACTIVITY_CLASS_ID = 2;
/** The class chips on by default in Notes and Activities (spec 2 §2.12). */
export const DEFAULT_ACTIVITY_CLASS_CODES: readonly string[] = ['ACTIVITY', 'CALL', 'COLLATERAL'];
/** The status code closing an activity sets (spec 2 §2.14). */
export const CLOSED_STATUS_CODE = 'CLOSED';
/** Longest note the API stores. */
export const ACTIVITY_NOTE_MAX = 4000;

/** One lookup item (spec 2 §3 Lookups: id, description, code, defaultOption, plus each list's own fields). */
const lookupItem = {
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  defaultOption: z.boolean(),
  /** Offered when adding; editing offers every item. */
  userSelect: z.boolean(),
};
export const activityLookupsSchema = z.object({
  activityClass: z.array(z.object({ ...lookupItem, iconName: z.string() })),
  category: z.array(z.object({ ...lookupItem, classId: z.number().int() })),
  activityType: z.array(
    z.object({
      ...lookupItem,
      classId: z.number().int(),
      categoryId: z.number().int().nullable(),
      defaultDurationRequired: z.number().int().nullable(),
      defaultNote: z.string().nullable(),
    }),
  ),
  source: z.array(z.object(lookupItem)),
  reason: z.array(z.object({ ...lookupItem, statusId: z.number().int() })),
  priority: z.array(z.object({ ...lookupItem, color: z.string() })),
  status: z.array(z.object({ ...lookupItem, isClosed: z.boolean() })),
  assignee: z.array(z.object({ ...lookupItem, userId: z.number().int().nullable() })),
});
export type ActivityLookups = z.infer<typeof activityLookupsSchema>;
export type ActivityLookupItem = ActivityLookups['activityType'][number];

export const activityNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  insertUser: z.string(),
  insertDateTime: z.string(),
});
export type ActivityNote = z.infer<typeof activityNoteSchema>;

/** An activity as the API answers it (spec 2 §3 Activity); dates YYYY-MM-DD, instants ISO. */
export const activitySchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  classId: z.number().int(),
  classCode: z.string(),
  categoryId: z.number().int().nullable(),
  categoryCode: z.string().nullable(),
  category: z.string().nullable(),
  typeId: z.number().int().nullable(),
  typeCode: z.string().nullable(),
  typeName: z.string().nullable(),
  activityType: z.string(),
  sourceId: z.number().int().nullable(),
  priorityId: z.number().int().nullable(),
  priority: z.string().nullable(),
  priorityColor: z.string().nullable(),
  statusId: z.number().int().nullable(),
  status: z.string().nullable(),
  statusReasonId: z.number().int().nullable(),
  statusReason: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  initiator: z.string(),
  insertUser: z.string(),
  insertDateTime: z.string(),
  activityDate: z.string(),
  requiredDate: z.string().nullable(),
  isOverdue: z.boolean(),
  /** 'true' or 'false', as the spec's contract has it. */
  isClosed: z.enum(['true', 'false']),
  mostRecentNote: z.string().nullable(),
  notes: z.array(activityNoteSchema),
  siteIdentifier: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  accountBalance: z.string().nullable(),
  buildingCode: z.string().nullable(),
  unitNo: z.string().nullable(),
  salesCustnumber: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityIdParams = z.object({ id: textId });

const optionalId = bodyId.nullish().transform((v) => v ?? null);
const noteText = z.string().max(ACTIVITY_NOTE_MAX).transform(storableText);

/**
 * One activity of POST /activities. Without `id` it is added (its notes become its first notes);
 * with `id` it is saved over: its notes are the whole list (a note without id is added, a stored
 * note left out is deleted; a stored note's text is never rewritten).
 */
export const activitySaveSchema = z.object({
  id: bodyId.optional(),
  customerId: bodyId,
  accountId: optionalId,
  classId: bodyId,
  categoryId: optionalId,
  typeId: bodyId,
  sourceId: optionalId,
  priorityId: optionalId,
  statusId: optionalId,
  statusReasonId: optionalId,
  assigneeId: optionalId,
  requiredDate: calendarDay.nullish().transform((v) => v ?? null),
  notes: z
    .array(z.object({ id: bodyId.optional(), note: noteText }))
    .max(500)
    .default([]),
});
export type ActivitySave = z.output<typeof activitySaveSchema>;
export const activitySaveListSchema = z.array(activitySaveSchema).min(1).max(100);

/** GET /customers/{id}/activities: excludeClosed, pageSize (-1 all), offSet; search and classIds narrow it (Notes and Activities' box and chips). */
export const customerActivitiesQuery = z.object({
  excludeClosed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  pageSize: z.coerce
    .number()
    .int()
    .min(ALL_ITEMS)
    .max(10_000)
    .refine((v) => v !== 0, 'Expected -1 or a positive number')
    .default(25),
  offSet: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  search: z.string().max(200).transform(storableText).optional(),
  /** Comma-separated class ids; absent means every class. */
  classIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected comma-separated ids')
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export const customerActivitiesSchema = z.object({ items: z.array(activitySchema), totalItems: z.number().int() });
export type CustomerActivities = z.infer<typeof customerActivitiesSchema>;
