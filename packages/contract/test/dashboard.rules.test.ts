import { describe, expect, it } from 'vitest';
import {
  checkItemDetailsValue,
  detailEditorOf,
  isDemoHost,
  itemDetailsFormSchema,
  itemDetailsInitial,
  itemDetailsValue,
  parseReportConfig,
  ribbonTypeOf,
  texts,
} from '../src/index';

describe('Item Details (spec 2 §2.4)', () => {
  it('opens only for BILLINGCYCLE, DATEOPTIONS, DUEDATEOPTIONS, NVARCHAR items and CHAR data', () => {
    expect(detailEditorOf({ lookupCode: 'BILLINGCYCLE', dataType: 'NVARCHAR' })).toBe('list');
    expect(detailEditorOf({ lookupCode: 'DATEOPTIONS', dataType: 'NVARCHAR' })).toBe('dateOption');
    expect(detailEditorOf({ lookupCode: 'DUEDATEOPTIONS', dataType: 'NVARCHAR' })).toBe('dueDateOption');
    expect(detailEditorOf({ lookupCode: 'NVARCHAR', dataType: 'NVARCHAR' })).toBe('text');
    expect(detailEditorOf({ lookupCode: null, dataType: 'CHAR' })).toBe('yesNo');
    expect(detailEditorOf({ lookupCode: 'SOMETHING', dataType: 'INT' })).toBeNull();
  });

  it('starts a stored date in the date picker and a stored choice in the list', () => {
    expect(itemDetailsInitial('dateOption', '2026-01-31')).toMatchObject({ useDatePicker: true, date: '2026-01-31', choice: '' });
    expect(itemDetailsInitial('dateOption', 'TODAY')).toMatchObject({ useDatePicker: false, choice: 'TODAY' });
    expect(itemDetailsInitial('list', 'NULL')).toMatchObject({ choice: '' });
  });

  it('requires a list choice and a yes/no with "Please select a value."', () => {
    const issues = (form: Parameters<typeof itemDetailsValue>[0]) =>
      itemDetailsFormSchema.safeParse(form).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(issues({ ...itemDetailsInitial('list', null) })).toEqual([['choice', texts.dashboard.selectValue]]);
    expect(issues({ ...itemDetailsInitial('list', null, true) })).toEqual([]);
    expect(issues({ ...itemDetailsInitial('dateOption', null) })).toEqual([['choice', texts.dashboard.selectValue]]);
    expect(issues({ ...itemDetailsInitial('dateOption', null), useDatePicker: true })).toEqual([]);
    expect(issues({ ...itemDetailsInitial('dateOption', null), useDatePicker: true, date: 'Invalid Date' })).toEqual([['date', texts.fields.invalidDate]]);
    expect(issues({ ...itemDetailsInitial('yesNo', null) })).toEqual([['yesNo', texts.dashboard.selectValue]]);
  });

  it('sends a picked date as YYYY-MM-DD and an empty value as NULL', () => {
    expect(itemDetailsValue({ ...itemDetailsInitial('dateOption', null), useDatePicker: true, date: '2026-02-03' })).toBe('2026-02-03');
    expect(itemDetailsValue({ ...itemDetailsInitial('dateOption', null), useDatePicker: true, date: null })).toBe('NULL');
    expect(itemDetailsValue({ ...itemDetailsInitial('text', null), text: '  ' })).toBe('NULL');
    expect(itemDetailsValue({ ...itemDetailsInitial('yesNo', 'N') })).toBe('N');
  });

  it('is checked again by the server', () => {
    expect(checkItemDetailsValue('yesNo', 'Y', [])).toBeNull();
    expect(checkItemDetailsValue('yesNo', 'NULL', [])).toBe(texts.dashboard.selectValue);
    expect(checkItemDetailsValue('list', '2', ['1', '2'])).toBeNull();
    expect(checkItemDetailsValue('list', 'NULL', ['1', '2'])).toBe(texts.dashboard.selectValue);
    expect(checkItemDetailsValue('list', 'NULL', ['1', '2'], true)).toBeNull();
    expect(checkItemDetailsValue('list', '3', ['1', '2'], true)).toBe(texts.dashboard.selectValue);
    expect(checkItemDetailsValue('dueDateOption', '2026-02-30', ['14_DAYS'])).toBe(texts.dashboard.selectValue);
    expect(checkItemDetailsValue('dueDateOption', 'NULL', ['14_DAYS'])).toBeNull();
  });
});

describe('dashboard codes', () => {
  it('detects the demo host by its first name', () => {
    expect(isDemoHost('demo.wattle.example')).toBe(true);
    expect(isDemoHost('demo-au.wattle.example')).toBe(true);
    expect(isDemoHost('demo')).toBe(true);
    expect(isDemoHost('app.wattle.example')).toBe(false);
    expect(isDemoHost('mydemo.example')).toBe(false);
  });

  it('shows an unknown ribbon type as notice', () => {
    expect(ribbonTypeOf('danger')).toBe('danger');
    expect(ribbonTypeOf('shouting')).toBe('notice');
  });

  it('reads a malformed report config as no columns', () => {
    expect(parseReportConfig('{nope').columns).toEqual([]);
    expect(parseReportConfig(JSON.stringify({ columns: [{ field: 'a', headerText: 'A' }] })).columns[0]).toMatchObject({
      field: 'a',
      visible: true,
      allowEditing: false,
      format: 'TEXT',
    });
  });
});
