import { eq, sql } from 'drizzle-orm';
import { SPECIAL_ACTION_CODES, texts } from '@wattle/contract';
import { billingCycles, networkNodes } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { postcodeFitsState } from '../au-rules';
import { displayOf } from '../shared';
import { addAction, editAction } from '../standard-actions';

const b = networkNodes;

/** /maintenance/BUILDINGS: the buildings (embedded-network nodes) sites are grouped under. */
export const buildingsSection = defineSection({
  code: 'BUILDINGS',
  description: 'Buildings',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'buildingCode', prompt: 'Building Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 100, row: 1, span: 8 },
    { name: 'streetNumber', prompt: 'Number', editable: true, maxLength: 10, row: 2, span: 2 },
    { name: 'streetName', prompt: 'Street', editable: true, mandatory: true, maxLength: 100, row: 2, span: 4 },
    { name: 'suburb', prompt: 'Suburb', editable: true, mandatory: true, maxLength: 100, row: 2, span: 3 },
    { name: 'state', prompt: 'State', fieldType: 'LookUp', lookupCode: 'STATES', editable: true, mandatory: true, row: 3, span: 4 },
    { name: 'postcode', prompt: 'Postcode', editable: true, mandatory: true, maxLength: 4, row: 3, span: 4 },
    { name: 'billingDay', prompt: 'Billing Day', fieldType: 'Int', editable: true, row: 4, span: 4 },
    { name: 'defaultBillingCycleId', prompt: 'Billing Cycle', fieldType: 'LookUp', lookupCode: 'BILLINGCYCLE', editable: true, row: 4, span: 4 },
    { name: 'offMarket', prompt: 'Off Market', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'N', row: 4, span: 2 },
    { name: 'isActive', prompt: 'Active', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 4, span: 2 },
  ],
  // Edit changes the address; Edit Building (BILLCAL_EDIT) opens the dialog of spec 3 §2.7 with the attributes.
  actions: [addAction, editAction, { code: SPECIAL_ACTION_CODES.billingCalendarEdit, name: 'Edit Building', actionType: 'CustomEdit', iconName: 'Edit' }],
  data: {
    table: b,
    key: b.id,
    where: eq(b.nodeType, 'BUILDING'),
    orderBy: [b.buildingCode],
    displays: { defaultBillingCycleId: displayOf(b.defaultBillingCycleId, billingCycles, billingCycles.id, billingCycles.description) },
    colour: sql`case when not ${b.isActive} then 'red' end`,
    rules: [
      (row) => (row.billingDay && (Number(row.billingDay) < 1 || Number(row.billingDay) > 31) ? `Billing Day: ${texts.building.billingDayRange}` : null),
      (row) => (row.postcode && row.state && !postcodeFitsState(row.postcode, row.state) ? texts.sectionRules.postcode : null),
    ],
  },
});
