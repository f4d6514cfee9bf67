import Decimal from 'decimal.js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { familyHarmRecords, hardshipCases, parties } from '../../../db/schema/index';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, endNotBeforeStart, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const h = hardshipCases;
const f = familyHarmRecords;
const OPEN = ['ASSESSING', 'ACTIVE'] as const;

/** Hardship: the customer's participation in the hardship programme (one open case at a time). */
export const hardshipSection: SectionSpec = defineSection({
  code: 'CUSTHARDSHIP',
  description: 'Hardship',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'reason', prompt: 'Reason', fieldType: 'LookUp', lookupCode: 'HARDSHIP_REASON', editable: true, mandatory: true, row: 1, span: 6 },
    {
      name: 'status',
      prompt: 'Status',
      fieldType: 'LookUp',
      lookupCode: 'HARDSHIP_STATUS',
      editable: true,
      mandatory: true,
      defaultValue: 'ASSESSING',
      row: 1,
      span: 6,
    },
    { name: 'startDate', prompt: 'Start', fieldType: 'Date', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'reviewDate', prompt: 'Review', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'endDate', prompt: 'End', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'debtAtEntry', prompt: 'Debt at Entry', fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 3, span: 6 },
    { name: 'caseOfficer', prompt: 'Case Officer', editable: true, maxLength: 100, row: 3, span: 6 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 4000, showInTableRowExpansion: true, visible: false, row: 4 },
  ],
  actions: [addAction, editAction],
  data: {
    table: h,
    key: h.id,
    filters: { customerId: h.customerId },
    orderBy: [sql`${h.startDate} desc`],
    displays: { reason: wordsOf(h.reason), status: wordsOf(h.status) },
    colour: sql`case when ${h.status} in ('ASSESSING', 'ACTIVE') then 'blue' when ${h.status} = 'COMPLETED' then 'green' end`,
    rules: [
      (row) => (endNotBeforeStart(row, 'startDate', 'reviewDate') && endNotBeforeStart(row, 'startDate', 'endDate') ? null : texts.sectionRules.endBeforeStart),
      (row) => (['COMPLETED', 'EXITED'].includes(row.status ?? '') && !row.endDate ? texts.sectionRules.endDateToClose : null),
      (row) => (new Decimal(row.debtAtEntry || '0').isNegative() ? texts.sectionRules.amountNotNegative : null),
      async (row, { tx, ids }) => {
        if (!OPEN.includes(row.status as (typeof OPEN)[number]) || !ids.customerId) return null;
        const others = and(eq(h.customerId, ids.customerId), inArray(h.status, [...OPEN]), row.id ? ne(h.id, Number(row.id)) : undefined);
        const [open] = await tx.select({ id: h.id }).from(h).where(others).limit(1);
        return open ? texts.sectionRules.oneOpenHardshipCase : null;
      },
    ],
  },
});

/** Family Harm: protections for people affected by family violence; an active record must suppress something. */
export const familyHarmSection: SectionSpec = defineSection({
  code: 'CUSTFAMILYHARM',
  description: 'Family Harm Safety',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'partyName', prompt: 'Affected Person' },
    { name: 'identifiedDate', prompt: 'Identified', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'endDate', prompt: 'End', fieldType: 'Date', editable: true, row: 1, span: 4 },
    {
      name: 'status',
      prompt: 'Status',
      fieldType: 'LookUp',
      lookupCode: 'FAMILY_HARM_STATUS',
      editable: true,
      mandatory: true,
      defaultValue: 'ACTIVE',
      row: 1,
      span: 4,
    },
    {
      name: 'suppressCorrespondence',
      prompt: 'Suppress Correspondence',
      fieldType: 'YesNo',
      editable: true,
      mandatory: true,
      defaultValue: 'Y',
      row: 2,
      span: 6,
    },
    { name: 'suppressAddress', prompt: 'Suppress Address', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 2, span: 6 },
    { name: 'preferredContactMethod', prompt: 'Safe Contact Method', fieldType: 'LookUp', lookupCode: 'CONTACT_METHOD', editable: true, row: 3, span: 6 },
    { name: 'safeContactDetails', prompt: 'Safe Contact Details', editable: true, maxLength: 200, row: 3, span: 6 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 4000, showInTableRowExpansion: true, visible: false, row: 4 },
  ],
  actions: [addAction, editAction],
  data: {
    table: f,
    key: f.id,
    filters: { customerId: f.customerId },
    orderBy: [sql`${f.identifiedDate} desc`],
    columns: { partyName: displayOf(f.partyId, parties, parties.id, parties.displayName) },
    displays: { status: wordsOf(f.status), preferredContactMethod: wordsOf(f.preferredContactMethod) },
    colour: sql`case when ${f.status} = 'ACTIVE' then 'red' end`,
    rules: [
      (row) => (endNotBeforeStart(row, 'identifiedDate', 'endDate') ? null : texts.sectionRules.endBeforeStart),
      (row) => (row.status === 'CLOSED' && !row.endDate ? texts.sectionRules.endDateToClose : null),
      (row) => (row.status === 'ACTIVE' && row.suppressCorrespondence === 'N' && row.suppressAddress === 'N' ? texts.sectionRules.familyHarmProtection : null),
      (row) => (row.preferredContactMethod && !row.safeContactDetails ? texts.sectionRules.safeContactDetails : null),
    ],
  },
});
