import { ACTIVITY_CLASS_ID, texts, type ActivityLookups, type ActivitySave } from '@wattle/contract';

const t = texts.activities;

interface Choice {
  id: number;
  userSelect: boolean;
}

/** The chosen id among the items (null allowed unless required); when adding, only userSelect items. */
function choiceProblem<T extends Choice>(items: T[], id: number | null | undefined, field: string, adding: boolean, required = false): string | T | null {
  if (id === null || id === undefined) return required ? `${field}: ${t.required}` : null;
  const item = items.find((i) => i.id === id);
  if (!item) return t.unknownChoice(field);
  if (adding && !item.userSelect) return t.notOffered(field);
  return item;
}

/**
 * What is wrong with the activity's choices (spec 2 §2.14), or null: class and type required; the
 * category one of the class's, the type one of the class's (and of the category when one is
 * chosen); the reason one of the status's. Fields of class ACTIVITY only are ignored for others.
 */
export function checkChoices(lookups: ActivityLookups, item: ActivitySave, adding: boolean): string | null {
  const cls = choiceProblem(lookups.activityClass, item.classId, t.activityClass, adding, true);
  if (typeof cls === 'string') return cls;
  const category = choiceProblem(lookups.category, item.categoryId, t.category, adding);
  if (typeof category === 'string') return category;
  if (category && category.classId !== item.classId) return t.categoryNotOfClass;
  const type = choiceProblem(lookups.activityType, item.typeId, t.type, adding, true);
  if (typeof type === 'string') return type;
  if (type && (type.classId !== item.classId || (item.categoryId !== null && type.categoryId !== item.categoryId))) return t.typeNotOfClass;
  const source = choiceProblem(lookups.source, item.sourceId, t.source, false);
  if (typeof source === 'string') return source;
  if (item.classId !== ACTIVITY_CLASS_ID) return null;
  const priority = choiceProblem(lookups.priority, item.priorityId, t.priority, false);
  if (typeof priority === 'string') return priority;
  const status = choiceProblem(lookups.status, item.statusId, t.status, false);
  if (typeof status === 'string') return status;
  const reason = choiceProblem(lookups.reason, item.statusReasonId, t.statusReason, false);
  if (typeof reason === 'string') return reason;
  if (reason && reason.statusId !== item.statusId) return t.reasonNotOfStatus;
  const assignee = choiceProblem(lookups.assignee, item.assigneeId, t.assignee, false);
  if (typeof assignee === 'string') return assignee;
  return null;
}
