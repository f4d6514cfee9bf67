import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { meterReads } from '../../../../db/schema/index';
import { businessDate } from '../../../../lib/business-date';
import { futureReadProblem } from '../../../metering/meter-read.rules';
import { defineSection } from '../../section-spec';
import { wordsOf } from '../shared';
import { addAction, deleteAction, editAction } from '../standard-actions';

const r = meterReads;

/** READS: the session meter's reads; the one section where several rows may be deleted at once (spec 3 §2.5). */
export const meterReadsSection = defineSection({
  code: 'READS',
  description: 'Meter Reads',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'readDate', prompt: 'Read Date', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'reading', prompt: 'Reading', fieldType: 'Decimal', dataType: 'DECIMAL2', editable: true, maxDecimalPlaces: 3, maxDigits: 15, row: 1, span: 4 },
    {
      name: 'quantity',
      prompt: 'Usage',
      fieldType: 'Decimal',
      dataType: 'DECIMAL4',
      editable: true,
      mandatory: true,
      maxDecimalPlaces: 3,
      maxDigits: 15,
      row: 1,
      span: 4,
    },
    { name: 'periodDays', prompt: 'Days', fieldType: 'Int', editable: true, mandatory: true, defaultValue: '1', row: 2, span: 4 },
    {
      name: 'readType',
      prompt: 'Read Type',
      fieldType: 'LookUp',
      lookupCode: 'READ_TYPE',
      editable: true,
      mandatory: true,
      defaultValue: 'ACTUAL',
      row: 2,
      span: 4,
    },
    { name: 'source', prompt: 'Source', row: 2, span: 4 },
  ],
  actions: [addAction, editAction, deleteAction],
  data: {
    table: r,
    key: r.id,
    filters: { meterId: r.meterId },
    orderBy: [sql`${r.readDate} desc`],
    displays: { readType: wordsOf(r.readType), source: wordsOf(r.source) },
    colour: sql`case ${r.readType} when 'ESTIMATED' then 'blue' when 'SUBSTITUTED' then 'red' end`,
    insertValues: () => ({ source: 'MANUAL' }),
    rules: [
      async (row, { tx }) => futureReadProblem(row.readDate, await businessDate(tx)),
      (row) => (new Decimal(row.quantity || '0').isNegative() ? texts.sectionRules.amountNotNegative : null),
      (row) => (Number(row.periodDays) < 1 ? texts.sectionRules.periodDays : null),
    ],
  },
});
