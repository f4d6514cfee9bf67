import { texts } from '@wattle/contract';
import { sectionOverrides } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, deleteAction, editAction } from '../standard-actions';

/**
 * /maintenance/SECTIONFIELDS: the company's own labels, visibility and order of section fields
 * (and, with no field, a section's title), applied without a deploy (docs/sections.md).
 */
export const sectionOverridesSection = defineSection({
  code: 'SECTIONFIELDS',
  description: 'Section Fields',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'sectionCode', prompt: 'Section', fieldType: 'LookUp', lookupCode: 'SECTION_CODES', editable: true, mandatory: true, row: 1, span: 6 },
    {
      name: 'fieldName',
      prompt: 'Field (empty: the section title)',
      fieldType: 'LookUp',
      lookupCode: 'SECTION_FIELDS',
      lookupParameters: '{"sectionCode":"@sectionCode"}',
      editable: true,
      row: 1,
      span: 6,
    },
    { name: 'prompt', prompt: 'Label', editable: true, maxLength: 100, row: 2, span: 6 },
    { name: 'visible', prompt: 'Shown', fieldType: 'YesNo', editable: true, row: 2, span: 6 },
    { name: 'sequence', prompt: 'Order', fieldType: 'Int', editable: true, row: 3, span: 4 },
    { name: 'row', prompt: 'Form Row', fieldType: 'Int', editable: true, row: 3, span: 4 },
    { name: 'span', prompt: 'Form Width (of 12)', fieldType: 'Int', editable: true, row: 3, span: 4 },
  ],
  actions: [addAction, editAction, deleteAction],
  data: {
    table: sectionOverrides,
    key: sectionOverrides.id,
    orderBy: [sectionOverrides.sectionCode, sectionOverrides.fieldName],
    rules: [
      (row) => (row.span && (Number(row.span) < 1 || Number(row.span) > 12) ? texts.sectionRules.spanRange : null),
      (row) => (!row.fieldName && !row.prompt ? texts.sectionRules.titleNeedsLabel : null),
    ],
  },
});
