import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, processColumnSchema, type ChartData } from '@wattle/contract';
import { stackedSeries } from '../src/features/dashboard/charts/ProcessChart';
import { editedRow, editFieldsOf, editValuesOf } from '../src/features/dashboard/process/editFields';
import { columnTotal } from '../src/features/dashboard/process/processCells';

const column = (field: string, extra: object = {}) => processColumnSchema.parse({ field, headerText: field.toUpperCase(), ...extra });

describe('the Edit dialog fields', () => {
  const columns = [
    column('key_exception_id', { visible: false }),
    column('meter_code'),
    column('read_date', { allowEditing: true, editType: 'datepickeredit', format: 'DATE' }),
    column('reading', { allowEditing: true, editType: 'numericedit' }),
    column('attachments', { excel_only: true }),
  ];

  it('lays the shown columns out in two columns, date columns as date pickers, the others disabled', () => {
    const fields = editFieldsOf(columns);
    expect(fields.map((f) => [f.name, f.fieldType, f.editable, f.row, f.span])).toEqual([
      ['meter_code', 'Text', false, 0, 6],
      ['read_date', 'Date', true, 0, 6],
      ['reading', 'Decimal', true, 1, 6],
    ]);
  });

  it('sends back the row with only the changed editable values, empty text as null', () => {
    const row = { key_exception_id: 7, meter_code: 'M1', read_date: '2026-01-02', reading: '10.5' };
    const fields = editFieldsOf(columns);
    expect(editValuesOf(fields, row)).toEqual({ meter_code: 'M1', read_date: '2026-01-02', reading: '10.5' });
    expect(editedRow(row, fields, { meter_code: 'HACKED', read_date: '2026-01-03', reading: '' })).toEqual({
      key_exception_id: 7,
      meter_code: 'M1',
      read_date: '2026-01-03',
      reading: null,
    });
  });
});

describe('page totals', () => {
  it('adds money without floating point, in the column format', () => {
    const rows = [{ amount: '0.10' }, { amount: '0.20' }, { amount: null }, { amount: '1000.005' }];
    expect(columnTotal(rows, column('amount', { format: 'CURRENCY2' }), { currency: '$', dateFormat: 'DD/MM/YYYY', timeZone: 'Australia/Sydney' })).toBe(
      '$1,000.31',
    );
  });
});

describe('stacked chart series', () => {
  it('makes one stacked series per name in x order, 0 where a point is missing, colours cycling the palette', () => {
    const data: ChartData = {
      chartTitle: { title: 't', subTitle: 's' },
      axisTitles: [{ title: 'x' }, { title: 'y' }],
      chartData: [
        { xValue: 'Jan', seriesName: 'A', yValue: 1 },
        { xValue: 'Feb', seriesName: 'A', yValue: 2 },
        { xValue: 'Feb', seriesName: 'B', yValue: 5 },
        ...Array.from({ length: 9 }, (_, i) => ({ xValue: 'Jan', seriesName: `S${i}`, yValue: i })),
      ],
    };
    const { xValues, series } = stackedSeries(data);
    expect(xValues).toEqual(['Jan', 'Feb']);
    expect(series[0]).toMatchObject({ label: 'A', stack: 'total', data: [1, 2], color: CHART_PALETTE[0] });
    expect(series[1]).toMatchObject({ label: 'B', data: [0, 5] });
    expect(series[9]!.color).toBe(CHART_PALETTE[0]);
  });
});
