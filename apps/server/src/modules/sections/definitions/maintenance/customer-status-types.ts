import { customerStatusTypes } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, editAction } from '../standard-actions';

/** /maintenance/CUSTSTATUSTYPES: the coloured status chips of the customer summary. */
export const customerStatusTypesSection = defineSection({
  code: 'CUSTSTATUSTYPES',
  description: 'Customer Status Chips',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'name', prompt: 'Name', editable: true, mandatory: true, maxLength: 50, row: 1, span: 4 },
    { name: 'colour', prompt: 'Colour', fieldType: 'ColorPicker', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'sortOrder', prompt: 'Order', fieldType: 'Int', editable: true, mandatory: true, defaultValue: '0', row: 2, span: 4 },
  ],
  actions: [addAction, editAction],
  data: { table: customerStatusTypes, key: customerStatusTypes.id, orderBy: [customerStatusTypes.sortOrder] },
});
