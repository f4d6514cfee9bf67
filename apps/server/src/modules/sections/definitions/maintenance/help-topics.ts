import { isLinkAddress, texts } from '@wattle/contract';
import { helpTopics } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { addAction, deleteAction, editAction } from '../standard-actions';

/**
 * /maintenance/HELPTOPICS: the entries of the Help menu (spec 1 §2.5: name and address, opened in a
 * new tab), in their order. An address is a page of this application (the in-product help pages at
 * /help/{topic}) or an https:// address.
 */
export const helpTopicsSection = defineSection({
  code: 'HELPTOPICS',
  description: 'Help Topics',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'name', prompt: 'Name', editable: true, mandatory: true, maxLength: 100, row: 1, span: 6 },
    { name: 'url', prompt: 'Address', editable: true, mandatory: true, maxLength: 500, row: 1, span: 6, tooltip: texts.sectionRules.linkAddress },
    { name: 'sortOrder', prompt: 'Order', fieldType: 'Int', editable: true, mandatory: true, defaultValue: '10', row: 2, span: 4 },
  ],
  actions: [addAction, editAction, deleteAction],
  data: {
    table: helpTopics,
    key: helpTopics.id,
    orderBy: [helpTopics.sortOrder, helpTopics.id],
    rules: [(row) => (row.url && !isLinkAddress(row.url.trim()) ? texts.sectionRules.linkAddress : null)],
  },
});
