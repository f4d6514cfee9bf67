import { documentCategories } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, deleteAction, editAction } from '../standard-actions';

/** /maintenance/DOCCATEGORY: the categories documents are filed under (spec 1 §3 Document category). */
export const documentCategoriesSection = defineSection({
  code: 'DOCCATEGORY',
  description: 'Document Categories',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 100, row: 1, span: 8 },
    { name: 'defaultNote', prompt: 'Default Note', fieldType: 'MultiText', editable: true, maxLength: 500, row: 2 },
    { name: 'defaultOption', prompt: 'Default Choice', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'N', row: 3, span: 6 },
    { name: 'isActive', prompt: 'Active', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'Y', row: 3, span: 6 },
  ],
  actions: [addAction, editAction, deleteAction],
  data: { table: documentCategories, key: documentCategories.id, orderBy: [documentCategories.description] },
});
