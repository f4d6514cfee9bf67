import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import { concessions, productTypes } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { displayOf } from '../shared';
import { addAction, deleteAction, editAction } from '../standard-actions';

/** /maintenance/CONCESSIONS: state concession schemes, a daily rebate or a share of usage charges. */
export const concessionSchemesSection = defineSection({
  code: 'CONCESSIONS',
  description: 'Concession Schemes',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 200, row: 1, span: 8 },
    { name: 'state', prompt: 'State', fieldType: 'LookUp', lookupCode: 'STATES', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'productTypeId', prompt: 'Product', fieldType: 'LookUp', lookupCode: 'PRODUCTTYPE', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'isActive', prompt: 'Active', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 2, span: 4 },
    {
      name: 'dailyRebate',
      prompt: 'Daily Rebate',
      fieldType: 'Decimal',
      dataType: 'CURRENCY6',
      editable: true,
      mandatory: true,
      maxDecimalPlaces: 7,
      maxDigits: 18,
      row: 3,
      span: 6,
    },
    {
      name: 'usagePercent',
      prompt: 'Usage %',
      fieldType: 'Decimal',
      dataType: 'DECIMAL4',
      editable: true,
      mandatory: true,
      maxDecimalPlaces: 7,
      maxDigits: 18,
      row: 3,
      span: 6,
    },
  ],
  actions: [addAction, editAction, deleteAction],
  data: {
    table: concessions,
    key: concessions.id,
    orderBy: [concessions.state, concessions.code],
    displays: { productTypeId: displayOf(concessions.productTypeId, productTypes, productTypes.id, productTypes.description) },
    rules: [
      (row) =>
        new Decimal(row.dailyRebate || '0').isNegative() || new Decimal(row.usagePercent || '0').isNegative() ? texts.sectionRules.amountNotNegative : null,
      (row) => (new Decimal(row.usagePercent || '0').gt(100) ? texts.sectionRules.percentRange : null),
      (row) => (new Decimal(row.dailyRebate || '0').isZero() && new Decimal(row.usagePercent || '0').isZero() ? texts.sectionRules.rebateRequired : null),
    ],
  },
});
