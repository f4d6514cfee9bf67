import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { lifeSupportRegistrations, sites } from '../../../db/schema/index';
import { businessDate } from '../../../lib/business-date';
import { lifeSupportDueDate, syncLifeSupportStatus } from '../../customers/life-support.service';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, endNotBeforeStart, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const t = lifeSupportRegistrations;

/**
 * Life Support: registrations of life-support equipment at the customer's premises. A registration
 * is confirmed only with the date the medical confirmation came back; until then the confirmation is
 * due 50 business days (the state's holidays skipped) after the form was sent (shown red once overdue).
 */
export const lifeSupportSection: SectionSpec = defineSection({
  code: 'CUSTLIFESUPPORT',
  description: 'Life Support',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerId', prompt: 'Customer', fieldType: 'Hidden' },
    { name: 'equipment', prompt: 'Equipment', fieldType: 'LookUp', lookupCode: 'LIFE_SUPPORT_EQUIPMENT', editable: true, mandatory: true, row: 1, span: 6 },
    {
      name: 'siteId',
      prompt: 'Premises',
      fieldType: 'LookUp',
      lookupCode: 'CUSTOMER_SITES',
      lookupParameters: '{"customerId":"@customerId"}',
      editable: true,
      row: 1,
      span: 6,
    },
    { name: 'registeredDate', prompt: 'Registered', fieldType: 'Date', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'formSentDate', prompt: 'Form Sent', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'confirmationDueDate', prompt: 'Confirmation Due', fieldType: 'Date', row: 2, span: 4 },
    { name: 'medicalConfirmedDate', prompt: 'Medical Confirmation', fieldType: 'Date', editable: true, row: 3, span: 4 },
    {
      name: 'status',
      prompt: 'Status',
      fieldType: 'LookUp',
      lookupCode: 'LIFE_SUPPORT_STATUS',
      editable: true,
      mandatory: true,
      defaultValue: 'AWAITING_CONFIRMATION',
      row: 3,
      span: 4,
    },
    { name: 'deregisteredDate', prompt: 'Deregistered', fieldType: 'Date', editable: true, row: 3, span: 4 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 4 },
  ],
  actions: [
    addAction,
    editAction,
    {
      code: 'LSGUIDE',
      name: 'Life Support Rules',
      actionType: 'WebUrl',
      webUrl: 'https://www.aer.gov.au/consumers/my-energy-service/life-support-equipment',
      iconName: 'Link',
    },
  ],
  data: {
    table: t,
    key: t.id,
    filters: { customerId: t.customerId },
    orderBy: [sql`${t.registeredDate} desc`],
    displays: {
      equipment: wordsOf(t.equipment),
      status: wordsOf(t.status),
      siteId: displayOf(t.siteId, sites, sites.id, sites.location),
    },
    colour: sql`case when ${t.status} = 'CONFIRMED' then 'green' when ${t.status} = 'DEREGISTERED' then 'blue' when ${t.confirmationDueDate} < (select business_date()) then 'red' end`,
    rules: [
      (row) => (row.status === 'CONFIRMED' && !row.medicalConfirmedDate ? texts.sectionRules.medicalConfirmationRequired : null),
      (row) => (row.status === 'DEREGISTERED' && !row.deregisteredDate ? texts.sectionRules.deregisteredDateRequired : null),
      (row) => (row.status !== 'DEREGISTERED' && row.deregisteredDate ? texts.sectionRules.deregisteredStatus : null),
      (row) => (endNotBeforeStart(row, 'registeredDate', 'medicalConfirmedDate') ? null : texts.sectionRules.confirmationBeforeRegistration),
      async (row, { tx }) => (row.medicalConfirmedDate && row.medicalConfirmedDate > (await businessDate(tx)) ? texts.sectionRules.noFutureDate : null),
      (row) => (endNotBeforeStart(row, 'registeredDate', 'deregisteredDate') ? null : texts.sectionRules.endBeforeStart),
    ],
    derive: async (row, { tx, ids }) => ({
      confirmationDueDate: row.formSentDate
        ? await lifeSupportDueDate(tx, { customerId: ids.customerId!, siteId: row.siteId ? Number(row.siteId) : null }, row.formSentDate)
        : null,
    }),
    afterWrite: async ({ tx, ids }) => {
      if (ids.customerId) await syncLifeSupportStatus(tx, ids.customerId);
    },
  },
});
