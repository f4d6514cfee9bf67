import { mailMergeTemplates } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, editAction } from '../standard-actions';

const m = mailMergeTemplates;

/** /maintenance/TEMPLATES: letter (mail-merge) templates and their paper size. */
export const templatesSection = defineSection({
  code: 'TEMPLATES',
  description: 'Letter Templates',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 30, row: 1, span: 4 },
    { name: 'name', prompt: 'Name', editable: true, mandatory: true, maxLength: 100, row: 1, span: 8 },
    { name: 'description', prompt: 'Description', fieldType: 'MultiText', editable: true, maxLength: 500, row: 2 },
    {
      name: 'paperSize',
      prompt: 'Paper Size',
      fieldType: 'RadioButton',
      lookupCode: 'PAPER_SIZE',
      editable: true,
      mandatory: true,
      defaultValue: 'A4',
      row: 3,
      span: 6,
    },
    { name: 'isActive', prompt: 'Active', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 3, span: 6 },
  ],
  actions: [addAction, editAction],
  data: { table: m, key: m.id, orderBy: [m.name] },
});
