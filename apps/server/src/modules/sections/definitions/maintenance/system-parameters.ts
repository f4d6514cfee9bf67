import { NO, texts, YES } from '@wattle/contract';
import { systemParameters } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, deleteAction, editAction } from '../standard-actions';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** /maintenance/SYSPARAMS: the dataset's system parameters (spec 1 §3, 3 §3), for developers. */
export const systemParametersSection = defineSection({
  code: 'SYSPARAMS',
  description: 'System Parameters',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'parameterCategoryDescription', prompt: 'Category', editable: true, mandatory: true, maxLength: 100, row: 1, span: 6 },
    { name: 'code', prompt: 'Parameter Code', editable: true, mandatory: true, maxLength: 40, row: 1, span: 6 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 200, row: 2 },
    { name: 'parameter', prompt: 'Value', editable: true, mandatory: true, maxLength: 500, row: 3 },
    { name: 'parameterType', prompt: 'Type', row: 4, span: 4 },
    { name: 'access', prompt: 'User Accessible', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 4, span: 4 },
    { name: 'userVisible', prompt: 'User Visible', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 4, span: 4 },
    { name: 'updatedAt', prompt: 'Last Changed', fieldType: 'DateTime', showInTableRowExpansion: true, visible: false },
  ],
  actions: [addAction, editAction, deleteAction],
  data: {
    table: systemParameters,
    key: systemParameters.id,
    orderBy: [systemParameters.parameterCategoryDescription, systemParameters.code],
    rules: [
      (row) => (row.parameterType === 'number' && row.parameter && !NUMBER.test(row.parameter) ? texts.sections.numberParameter : null),
      (row) => (row.parameterType === 'boolean' && row.parameter !== YES && row.parameter !== NO ? texts.sections.booleanParameter : null),
    ],
  },
});
