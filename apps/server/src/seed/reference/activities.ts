import type { Db, Tx } from '../../db/client';
import {
  activityAssignees,
  activityCategories,
  activityClasses,
  activityPriorities,
  activityReasons,
  activitySources,
  activityStatuses,
  activityTypes,
} from '../../db/schema/index';
import type { SeedScope } from '../reference';

/** Activity classes with the ids the spec fixes (ACTIVITY is 2); the first three are the default filter chips. */
const ACTIVITY_CLASSES = [
  { id: 1, code: 'CALL', description: 'Call', iconName: 'phone' },
  { id: 2, code: 'ACTIVITY', description: 'Activity', iconName: 'task_alt', defaultOption: true },
  { id: 3, code: 'COLLATERAL', description: 'Collateral', iconName: 'description' },
  { id: 4, code: 'NOTE', description: 'Note', iconName: 'sticky_note_2' },
];

type TypeSeed = [code: string, description: string, days: number | null, note?: string];

/** Categories per class and the types of each category. */
const ACTIVITY_CATEGORIES: [classCode: string, code: string, description: string, types: TypeSeed[]][] = [
  [
    'ACTIVITY',
    'BILLING',
    'Billing',
    [
      ['BILL_QUERY', 'Billing query', 3, 'Customer queried their bill: '],
      ['HIGH_BILL', 'High bill investigation', 5, 'Investigate usage against previous periods: '],
      ['REBILL', 'Rebill request', 2],
    ],
  ],
  [
    'ACTIVITY',
    'CREDIT',
    'Credit and collections',
    [
      ['PAYMENT_EXTENSION', 'Payment extension', 7, 'Extension granted until: '],
      ['COLLECTIONS_FOLLOW_UP', 'Collections follow-up', 3],
    ],
  ],
  [
    'ACTIVITY',
    'METERING',
    'Metering',
    [
      ['SPECIAL_READ', 'Special meter read', 5],
      ['METER_FAULT', 'Meter fault', 2, 'Fault reported: '],
    ],
  ],
  [
    'ACTIVITY',
    'SERVICE',
    'Customer service',
    [
      ['COMPLAINT', 'Complaint', 10, 'Complaint received: '],
      ['MOVE_IN', 'Move in', 1],
      ['MOVE_OUT', 'Move out', 1],
    ],
  ],
  [
    'ACTIVITY',
    'COMPLIANCE',
    'Compliance',
    [
      ['LIFE_SUPPORT_CONFIRMATION', 'Life support medical confirmation', 50, 'Medical confirmation form sent.'],
      ['HARDSHIP_REVIEW', 'Hardship review', 30],
    ],
  ],
  [
    'CALL',
    'INBOUND',
    'Inbound call',
    [
      ['INBOUND_CALL', 'Inbound call', null],
      ['CALLBACK', 'Callback requested', 1],
    ],
  ],
  ['CALL', 'OUTBOUND', 'Outbound call', [['OUTBOUND_CALL', 'Outbound call', null]]],
  [
    'COLLATERAL',
    'CORRESPONDENCE',
    'Correspondence',
    [
      ['LETTER_SENT', 'Letter sent', null],
      ['FORM_RECEIVED', 'Form received', null],
    ],
  ],
  ['NOTE', 'GENERAL', 'General', [['GENERAL_NOTE', 'General note', null]]],
];

const SOURCES: [code: string, description: string][] = [
  ['PHONE', 'Phone'],
  ['EMAIL', 'Email'],
  ['WEB', 'Web form'],
  ['LETTER', 'Letter'],
  ['SYSTEM', 'System'],
  ['WALK_IN', 'Walk-in'],
];

const ACTIVITY_STATUSES: [code: string, description: string, isClosed: boolean, reasons: [string, string][]][] = [
  ['OPEN', 'Open', false, []],
  ['IN_PROGRESS', 'In progress', false, []],
  [
    'ON_HOLD',
    'On hold',
    false,
    [
      ['AWAITING_CUSTOMER', 'Awaiting customer'],
      ['AWAITING_THIRD_PARTY', 'Awaiting third party'],
    ],
  ],
  [
    'CLOSED',
    'Closed',
    true,
    [
      ['RESOLVED', 'Resolved'],
      ['NO_RESPONSE', 'No response'],
      ['DUPLICATE', 'Duplicate'],
    ],
  ],
  ['CANCELLED', 'Cancelled', true, [['RAISED_IN_ERROR', 'Raised in error']]],
];

const PRIORITIES: [code: string, description: string, color: string][] = [
  ['LOW', 'Low', '#4caf50'],
  ['MEDIUM', 'Medium', '#ff9800'],
  ['HIGH', 'High', '#f44336'],
  ['URGENT', 'Urgent', '#9c27b0'],
];

const ACTIVITY_ASSIGNEES: [code: string, description: string, emailAddress: string][] = [
  ['CUSTOMER_SERVICE', 'Customer service team', 'service@wattle-energy.example'],
  ['BILLING', 'Billing team', 'billing@wattle-energy.example'],
  ['CREDIT', 'Credit team', 'credit@wattle-energy.example'],
  ['METERING', 'Metering team', 'metering@wattle-energy.example'],
  ['COMPLIANCE', 'Compliance team', 'compliance@wattle-energy.example'],
];

const ordered = <T extends object>(rows: T[], scope: SeedScope, defaultIndex = 0) =>
  rows.map((row, i) => ({ defaultOption: i === defaultIndex, ...row, ...scope, sortOrder: (i + 1) * 10 }));

/** Classes, categories, types, sources, statuses with reasons, priorities and assignees (spec 2 §3 Lookups). */
export async function seedActivityLookups(tx: Tx | Db, scope: SeedScope) {
  await tx.insert(activityClasses).values(ACTIVITY_CLASSES.map((c, i) => ({ defaultOption: false, ...c, ...scope, sortOrder: (i + 1) * 10 })));
  const classId = (code: string) => ACTIVITY_CLASSES.find((c) => c.code === code)!.id;

  for (const [classCode, code, description, types] of ACTIVITY_CATEGORIES) {
    const [category] = await tx
      .insert(activityCategories)
      .values({ ...scope, classId: classId(classCode), code, description })
      .returning({ id: activityCategories.id });
    await tx.insert(activityTypes).values(
      ordered(
        types.map(([typeCode, typeDescription, days, note]) => ({
          classId: classId(classCode),
          categoryId: category!.id,
          code: typeCode,
          description: typeDescription,
          defaultDurationRequired: days,
          defaultNote: note ?? null,
        })),
        scope,
      ),
    );
  }
  await tx.insert(activitySources).values(
    ordered(
      SOURCES.map(([code, description]) => ({ code, description })),
      scope,
    ),
  );
  for (const [i, [code, description, isClosed, reasons]] of ACTIVITY_STATUSES.entries()) {
    const [status] = await tx
      .insert(activityStatuses)
      .values({ ...scope, code, description, isClosed, defaultOption: i === 0, sortOrder: (i + 1) * 10 })
      .returning({ id: activityStatuses.id });
    if (reasons.length) {
      await tx.insert(activityReasons).values(
        ordered(
          reasons.map(([r, d]) => ({ statusId: status!.id, code: r, description: d })),
          scope,
        ),
      );
    }
  }
  await tx.insert(activityPriorities).values(
    ordered(
      PRIORITIES.map(([code, description, color]) => ({ code, description, color })),
      scope,
      1,
    ),
  );
  await tx.insert(activityAssignees).values(
    ordered(
      ACTIVITY_ASSIGNEES.map(([code, description, emailAddress]) => ({ code, description, emailAddress })),
      scope,
    ),
  );
}
