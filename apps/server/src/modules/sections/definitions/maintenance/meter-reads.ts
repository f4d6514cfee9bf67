import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { meterReads } from '../../../../db/schema/index';
import { businessDate } from '../../../../lib/business-date';
import { futureReadProblem, readingAboveNext, readingBelowPrevious } from '../../../metering/meter-read.rules';
import { nextRegisterRead, previousRegisterRead, refreshNextRead, usageOfReading } from '../../../metering/register-reads.service';
import { defineSection, type RowValues, type SectionContext } from '../../section-spec';
import { wordsOf } from '../shared';
import { addAction, deleteAction, editAction } from '../standard-actions';

const r = meterReads;

/** The read being saved, as the metering service takes it; null when it carries no register reading. */
const registerReadOf = (row: RowValues, ctx: SectionContext & { isNew: boolean }) =>
  row.reading && row.readDate ? { meterId: ctx.ids.meterId!, id: ctx.isNew ? undefined : Number(row.id), reading: row.reading, readDate: row.readDate } : null;

/**
 * READS: the session meter's reads; the one section where several rows may be deleted at once
 * (spec 3 §2.5). A read entered by hand is actual, estimated or customer; with a register reading
 * its usage and days are those since the meter's previous register read (the metering service's
 * rule, as for imports), and the next register read's usage follows any change.
 */
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
      maxDecimalPlaces: 3,
      maxDigits: 15,
      tooltip: 'Worked out from the reading when one is entered.',
      row: 1,
      span: 4,
    },
    { name: 'periodDays', prompt: 'Days', fieldType: 'Int', editable: true, mandatory: true, defaultValue: '1', row: 2, span: 4 },
    {
      name: 'readType',
      prompt: 'Read Type',
      fieldType: 'LookUp',
      lookupCode: 'READ_TYPE_ENTRY',
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
    colour: sql`case ${r.readType} when 'ESTIMATED' then 'blue' when 'SUBSTITUTED' then 'red' when 'FINAL_SUBSTITUTE' then 'red' when 'MISSING' then 'red' end`,
    insertValues: () => ({ source: 'MANUAL' }),
    rules: [
      async (row, { tx }) => futureReadProblem(row.readDate, await businessDate(tx)),
      (row) => (!row.reading && !row.quantity ? texts.sectionRules.usageOrReading : null),
      (row) => (new Decimal(row.quantity || '0').isNegative() ? texts.sectionRules.amountNotNegative : null),
      (row) => (Number(row.periodDays) < 1 ? texts.sectionRules.periodDays : null),
      async (row, ctx) => {
        const read = registerReadOf(row, ctx);
        if (!read) return null;
        if (readingBelowPrevious(read.reading, await previousRegisterRead(ctx.tx, read.meterId, read.readDate, read.id)))
          return texts.sectionRules.readingBelowPrevious;
        return readingAboveNext(read.reading, await nextRegisterRead(ctx.tx, read.meterId, read.readDate, read.id))
          ? texts.sectionRules.readingAboveNext
          : null;
      },
    ],
    derive: async (row, ctx) => {
      const read = registerReadOf(row, ctx);
      return read ? usageOfReading(ctx.tx, read.meterId, read) : {};
    },
    afterWrite: async ({ tx, ids }, { before, after }) => {
      await refreshNextRead(tx, ids.meterId!, after.readDate!);
      if (before.readDate && before.readDate !== after.readDate) await refreshNextRead(tx, ids.meterId!, before.readDate);
    },
    afterDelete: async ({ tx, ids }, deleted) => {
      for (const read of deleted) await refreshNextRead(tx, ids.meterId!, read.readDate!);
    },
  },
});
