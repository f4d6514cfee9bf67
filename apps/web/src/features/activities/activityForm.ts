import { ACTIVITY_CLASS_ID, isIsoDate, type Activity, type ActivityLookups } from '@wattle/contract';

/** The dialog's values; ids null while nothing is chosen, the due date YYYY-MM-DD, '' or INVALID_DATE while what is typed is no date. */
export interface ActivityFormValues {
  classId: number | null;
  categoryId: number | null;
  typeId: number | null;
  sourceId: number | null;
  priorityId: number | null;
  statusId: number | null;
  statusReasonId: number | null;
  assigneeId: number | null;
  requiredDate: string;
  note: string;
}

interface Item {
  id: number;
  userSelect: boolean;
  defaultOption: boolean;
}

/** When adding only the items flagged userSelect are offered; editing offers all (spec 2 §2.14). */
const offered = <T extends Item>(items: T[], adding: boolean) => (adding ? items.filter((i) => i.userSelect) : items);

/** The choices of each list for the values so far: category by class, type by class and category, reason by status. */
export function choicesOf(lookups: ActivityLookups, values: ActivityFormValues, adding: boolean) {
  return {
    activityClass: offered(lookups.activityClass, adding),
    category: offered(lookups.category, adding).filter((c) => c.classId === values.classId),
    activityType: offered(lookups.activityType, adding).filter(
      (t) => t.classId === values.classId && (values.categoryId === null || t.categoryId === values.categoryId),
    ),
    source: offered(lookups.source, adding),
    priority: offered(lookups.priority, adding),
    status: offered(lookups.status, adding),
    reason: offered(lookups.reason, adding).filter((r) => r.statusId === values.statusId),
    assignee: offered(lookups.assignee, adding),
  };
}

const defaultOf = (items: Item[]) => items.find((i) => i.defaultOption)?.id ?? null;
/** The value kept while it is still offered; otherwise the user chooses again. */
const kept = (items: Item[], id: number | null) => (id !== null && items.some((i) => i.id === id) ? id : null);

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The values after a change: dependent lists keep their value while it is still offered and are
 * emptied otherwise (a changed class asks for its type again); a new type sets the due date to today plus its
 * defaultDurationRequired days and, when adding and the note was not edited, the note to its defaultNote.
 */
export function settle(
  lookups: ActivityLookups,
  values: ActivityFormValues,
  context: { adding: boolean; noteEdited: boolean; today: string; previousTypeId: number | null },
): ActivityFormValues {
  let next = { ...values };
  const choices = choicesOf(lookups, next, context.adding);
  next.categoryId = kept(choices.category, next.categoryId);
  const narrowed = choicesOf(lookups, next, context.adding);
  next.typeId = kept(narrowed.activityType, next.typeId);
  next.statusReasonId = kept(narrowed.reason, next.statusReasonId);
  if (next.typeId !== context.previousTypeId && next.typeId !== null) next = { ...next, ...typeEffects(lookups, next.typeId, context) };
  return next;
}

function typeEffects(lookups: ActivityLookups, typeId: number, context: { adding: boolean; noteEdited: boolean; today: string }): Partial<ActivityFormValues> {
  const type = lookups.activityType.find((t) => t.id === typeId);
  if (!type) return {};
  const effects: Partial<ActivityFormValues> = {};
  if (type.defaultDurationRequired !== null) effects.requiredDate = addDays(context.today, type.defaultDurationRequired);
  if (context.adding && !context.noteEdited) effects.note = type.defaultNote ?? '';
  return effects;
}

/** A new activity: each lookup's default option (spec 2 §2.14), then the default type's due date and note. */
export function newActivityValues(lookups: ActivityLookups, today: string): ActivityFormValues {
  const start: ActivityFormValues = {
    classId: defaultOf(offered(lookups.activityClass, true)),
    categoryId: null,
    typeId: null,
    sourceId: defaultOf(offered(lookups.source, true)),
    priorityId: defaultOf(offered(lookups.priority, true)),
    statusId: defaultOf(offered(lookups.status, true)),
    statusReasonId: null,
    assigneeId: defaultOf(offered(lookups.assignee, true)),
    requiredDate: '',
    note: '',
  };
  start.categoryId = defaultOf(choicesOf(lookups, start, true).category);
  const choices = choicesOf(lookups, start, true);
  start.typeId = defaultOf(choices.activityType);
  start.statusReasonId = defaultOf(choices.reason);
  return settle(lookups, start, { adding: true, noteEdited: false, today, previousTypeId: null });
}

export function editActivityValues(activity: Activity): ActivityFormValues {
  return {
    classId: activity.classId,
    categoryId: activity.categoryId,
    typeId: activity.typeId,
    sourceId: activity.sourceId,
    priorityId: activity.priorityId,
    statusId: activity.statusId,
    statusReasonId: activity.statusReasonId,
    assigneeId: activity.assigneeId,
    requiredDate: activity.requiredDate ?? '',
    note: '',
  };
}

export const isTask = (values: Pick<ActivityFormValues, 'classId'>) => values.classId === ACTIVITY_CLASS_ID;

/** Class and Type are required (spec 2 §2.14); a due date, when given, is a date. */
export const isValid = (values: ActivityFormValues) =>
  values.classId !== null && values.typeId !== null && (values.requiredDate === '' || isIsoDate(values.requiredDate));
