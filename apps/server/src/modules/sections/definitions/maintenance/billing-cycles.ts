import { texts } from '@wattle/contract';
import { billingCycles } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, editAction } from '../standard-actions';

/** /maintenance/BILLINGCYCLES: how often accounts are billed (lookup BILLINGCYCLE). */
export const billingCyclesSection = defineSection({
  code: 'BILLINGCYCLES',
  description: 'Billing Cycles',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 100, row: 1, span: 8 },
    { name: 'periodMonths', prompt: 'Months per Bill', fieldType: 'Int', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'billingDay', prompt: 'Billing Day', fieldType: 'Int', editable: true, row: 2, span: 4 },
    { name: 'isDefault', prompt: 'Default', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'N', row: 2, span: 4 },
  ],
  actions: [addAction, editAction],
  data: {
    table: billingCycles,
    key: billingCycles.id,
    orderBy: [billingCycles.periodMonths],
    rules: [
      (row) => (Number(row.periodMonths) < 1 || Number(row.periodMonths) > 12 ? texts.sectionRules.periodMonths : null),
      (row) => (row.billingDay && (Number(row.billingDay) < 1 || Number(row.billingDay) > 31) ? `Billing Day: ${texts.building.billingDayRange}` : null),
    ],
  },
});
