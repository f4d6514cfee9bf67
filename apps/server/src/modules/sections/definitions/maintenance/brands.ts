import { texts } from '@wattle/contract';
import { brands } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, editAction } from '../standard-actions';

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** /maintenance/BRANDS: trading brands, their colours and customer-portal (my account) address. */
export const brandsSection = defineSection({
  code: 'BRANDS',
  description: 'Brands',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code', editable: true, mandatory: true, maxLength: 20, row: 1, span: 4 },
    { name: 'name', prompt: 'Name', editable: true, mandatory: true, maxLength: 100, row: 1, span: 8 },
    { name: 'colour', prompt: 'Colour', fieldType: 'ColorPicker', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'phone', prompt: 'Phone', editable: true, maxLength: 20, row: 2, span: 4 },
    { name: 'emailFrom', prompt: 'Email From', fieldType: 'Email', editable: true, maxLength: 200, row: 2, span: 4 },
    { name: 'website', prompt: 'Website', editable: true, maxLength: 200, row: 3, span: 6 },
    { name: 'myAccountUrl', prompt: 'My Account Address', editable: true, maxLength: 200, row: 3, span: 6 },
    { name: 'isDefault', prompt: 'Default', fieldType: 'YesNo', editable: true, mandatory: true, defaultValue: 'N', row: 4, span: 4 },
  ],
  actions: [addAction, editAction],
  data: {
    table: brands,
    key: brands.id,
    orderBy: [brands.name],
    rules: [
      (row) => (row.myAccountUrl && !isHttpsUrl(row.myAccountUrl) ? texts.sectionRules.httpsAddress : null),
      (row) => (row.website && !isHttpsUrl(row.website) ? texts.sectionRules.httpsAddress : null),
    ],
  },
});
