import { describe, expect, it } from 'vitest';
import type { ActivityLookups } from '@wattle/contract';
import { choicesOf, newActivityValues, settle } from '../src/features/activities/activityForm';

const item = <T extends object>(id: number, code: string, extra: T) => ({ id, code, description: code, defaultOption: false, userSelect: true, ...extra });

/** Two classes (ACTIVITY is 2), a type hidden from adding, statuses with reasons. */
const lookups: ActivityLookups = {
  activityClass: [item(1, 'CALL', { iconName: 'phone' }), item(2, 'ACTIVITY', { iconName: 'task', defaultOption: true })],
  category: [item(10, 'BILLING', { classId: 2 }), item(11, 'INBOUND', { classId: 1 })],
  activityType: [
    item(20, 'BILL_QUERY', { classId: 2, categoryId: 10, defaultDurationRequired: 3, defaultNote: 'Bill: ', defaultOption: true }),
    item(21, 'OLD_TYPE', { classId: 2, categoryId: 10, defaultDurationRequired: null, defaultNote: null, userSelect: false }),
    item(22, 'INBOUND_CALL', { classId: 1, categoryId: 11, defaultDurationRequired: null, defaultNote: null }),
  ],
  source: [item(30, 'PHONE', { defaultOption: true })],
  reason: [item(40, 'RESOLVED', { statusId: 51, defaultOption: true })],
  priority: [item(60, 'MEDIUM', { color: '#f90', defaultOption: true })],
  status: [item(50, 'OPEN', { isClosed: false, defaultOption: true }), item(51, 'CLOSED', { isClosed: true })],
  assignee: [item(70, 'TEAM', { userId: null, defaultOption: true })],
};
const today = '2026-11-25';

describe('activity form (spec 2 §2.14)', () => {
  it('offers only userSelect items when adding, every item when editing', () => {
    const values = newActivityValues(lookups, today);
    expect(choicesOf(lookups, values, true).activityType.map((t) => t.code)).toEqual(['BILL_QUERY']);
    expect(choicesOf(lookups, values, false).activityType.map((t) => t.code)).toEqual(['BILL_QUERY', 'OLD_TYPE']);
  });

  it('starts with the default options and the default type’s due date and note', () => {
    expect(newActivityValues(lookups, today)).toMatchObject({
      classId: 2,
      typeId: 20,
      sourceId: 30,
      priorityId: 60,
      statusId: 50,
      assigneeId: 70,
      requiredDate: '2026-11-28',
      note: 'Bill: ',
    });
  });

  it('a changed class empties the category and type it no longer offers; a status empties a reason of another status', () => {
    const start = newActivityValues(lookups, today);
    const call = settle(lookups, { ...start, classId: 1 }, { adding: true, noteEdited: false, today, previousTypeId: start.typeId });
    expect(call).toMatchObject({ classId: 1, categoryId: null, typeId: null });
    const closed = settle(lookups, { ...start, statusId: 51, statusReasonId: 40 }, { adding: true, noteEdited: false, today, previousTypeId: start.typeId });
    const reopened = settle(lookups, { ...closed, statusId: 50 }, { adding: true, noteEdited: false, today, previousTypeId: closed.typeId });
    expect(reopened.statusReasonId).toBeNull();
  });

  it('an edited note and edit mode keep the note when the type changes', () => {
    const start = { ...newActivityValues(lookups, today), typeId: 22, classId: 1, note: 'mine' };
    const edited = settle(lookups, { ...start, classId: 2, typeId: 20 }, { adding: true, noteEdited: true, today, previousTypeId: 22 });
    expect(edited.note).toBe('mine');
    const editing = settle(lookups, { ...start, classId: 2, typeId: 20, note: '' }, { adding: false, noteEdited: false, today, previousTypeId: 22 });
    expect(editing).toMatchObject({ note: '', requiredDate: '2026-11-28' });
  });
});
