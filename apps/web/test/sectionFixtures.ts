import type { SectionConfig } from '@wattle/contract';

/** A section definition for web tests: a DataGrid with no fields or actions unless `over` says otherwise. */
export const section = (over: Partial<SectionConfig>): SectionConfig => ({
  id: 1,
  code: 'TEST',
  description: 'Test section',
  sectionControlType: 'DataGrid',
  keyColumn: 'id',
  iconName: null,
  actions: [],
  displayFields: [],
  childSections: [],
  ...over,
});
