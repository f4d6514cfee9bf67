import { describe, expect, it } from 'vitest';
import type { SectionAction, SectionConfig, SectionRow } from '@wattle/contract';
import { formatValue } from '../src/sections/formatValue';
import { canHighlightRows, canSelectManyRows, canSelectRows, isActionEnabled, targetRows } from '../src/sections/sectionRules';
import { baselineOf, submittedFields } from '../src/sections/form/useSectionForm';
import { section } from './sectionFixtures';

const action = (actionType: SectionAction['actionType'], code = actionType.toUpperCase()): SectionAction => ({
  id: 1,
  sectionId: 1,
  name: actionType,
  code,
  iconName: null,
  tooltip: null,
  actionType,
  groupName: null,
  webUrl: null,
  wizardCode: null,
  confirmMessage: null,
  entityId: null,
});

const row = (key: string, values: Record<string, string | null> = {}, displayValues: Record<string, string> = {}): SectionRow => ({
  key,
  version: 'v1',
  colour: null,
  values,
  displayValues,
});

describe('table rules (spec 3 §2.5)', () => {
  it('selects rows only with a key column and a delete action, several only in READS', () => {
    expect(canSelectRows(section({ actions: [action('Delete')] }))).toBe(true);
    expect(canSelectRows(section({ actions: [action('Delete')], keyColumn: null }))).toBe(false);
    expect(canSelectRows(section({ actions: [action('Edit')] }))).toBe(false);
    expect(canSelectManyRows(section({ actions: [action('Delete')] }))).toBe(false);
    expect(canSelectManyRows(section({ code: 'READS', actions: [action('Delete')] }))).toBe(true);
  });

  it('highlights rows with a key column and child sections, an edit or custom-edit action, or a single delete', () => {
    expect(canHighlightRows(section({ childSections: [section({ code: 'CHILD' })] }))).toBe(true);
    expect(canHighlightRows(section({ actions: [action('CustomEdit')] }))).toBe(true);
    expect(canHighlightRows(section({ actions: [action('Delete')] }))).toBe(true);
    expect(canHighlightRows(section({ code: 'READS', actions: [action('Delete')] }))).toBe(false);
    expect(canHighlightRows(section({ actions: [action('Add')] }))).toBe(false);
    expect(canHighlightRows(section({ keyColumn: null, actions: [action('Edit')] }))).toBe(false);
  });

  it('disables Edit, Delete and CustomEdit without a highlighted or selected row, Save while the form is unchanged or invalid', () => {
    const none = { highlighted: null, selected: [], formSavable: true };
    expect(isActionEnabled(action('Edit'), none)).toBe(false);
    expect(isActionEnabled(action('CustomEdit'), none)).toBe(false);
    expect(isActionEnabled(action('Delete'), none)).toBe(false);
    expect(isActionEnabled(action('Add'), none)).toBe(true);
    expect(isActionEnabled(action('Delete'), { ...none, selected: [row('1'), row('2')] })).toBe(true);
    expect(isActionEnabled(action('Edit'), { ...none, highlighted: row('1') })).toBe(true);
    expect(isActionEnabled(action('Save'), { ...none, formSavable: false })).toBe(false);
    expect(targetRows({ highlighted: row('9'), selected: [row('1')] }).map((r) => r.key)).toEqual(['1']);
    expect(targetRows({ highlighted: row('9'), selected: [] }).map((r) => r.key)).toEqual(['9']);
  });
});

describe('values as shown', () => {
  const formats = { dateFormat: 'DD/MM/YYYY', currency: '$', timeZone: 'Australia/Sydney' };
  it('formats by data type without floating point', () => {
    expect(formatValue('-1234.5', 'CURRENCY2', formats)).toBe('-$1,234.50');
    expect(formatValue('0.1234567', 'CURRENCY6', formats)).toBe('$0.123457');
    expect(formatValue('12345678901234567.891', 'DECIMAL2', formats)).toBe('12,345,678,901,234,567.89');
    expect(formatValue('2.5', 'DECIMAL4', formats)).toBe('2.5000');
    expect(formatValue('2025-03-01', 'DATE', formats)).toBe('01/03/2025');
    // A section's DATETIME is an instant (UTC, marked Z), shown on the company's clock (AEDT, UTC+11);
    // a report's comes without an offset, already on that clock.
    expect(formatValue('2025-03-01T13:05:00Z', 'DATETIME', formats)).toBe('02/03/2025 00:05');
    expect(formatValue('2025-03-01T13:05:00Z', 'DATETIME', { ...formats, timeZone: 'Australia/Perth' })).toBe('01/03/2025 21:05');
    expect(formatValue('2025-03-01T13:05:00', 'DATETIME', formats)).toBe('01/03/2025 13:05');
    expect(formatValue(null, 'TEXT', formats)).toBe('');
    expect(formatValue('42', 'INT', formats)).toBe('42');
  });
});

describe('form baseline and save body', () => {
  const fields = [
    { name: 'id', editable: false, value: null, fieldId: 1 },
    { name: 'status', editable: true, value: 'OPEN', fieldId: 2 },
    { name: 'type', editable: false, value: null, fieldId: 3 },
  ] as SectionConfig['displayFields'];
  const form = section({ displayFields: fields, sectionControlType: 'Form' });

  it('starts from the loaded values (display texts for read-only fields), or the defaults for a new record', () => {
    const formats = { dateFormat: 'DD/MM/YYYY', currency: '$', timeZone: 'Australia/Sydney' };
    expect(baselineOf(form, row('7', { id: '7', status: 'SENT', type: 'FEE' }, { type: 'Fee' }), formats)).toEqual({ id: '7', status: 'SENT', type: 'Fee' });
    expect(baselineOf(form, null, formats)).toEqual({ id: '', status: 'OPEN', type: '' });
  });

  it('sends the editable fields with their dirty flags and the key', () => {
    const baseline = { id: '7', status: 'SENT', type: 'Fee' };
    expect(submittedFields(form, row('7'), { status: 'CLOSED' }, baseline, { status: 'Closed' })).toEqual([
      { name: 'status', id: 2, value: 'CLOSED', displayValue: 'Closed', isDirty: true },
      { name: 'id', id: null, value: '7', displayValue: null, isDirty: false },
    ]);
  });
});
