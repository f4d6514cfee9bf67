import { sql } from 'drizzle-orm';
import { meterReadImports } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { wordsOf } from '../shared';

const m = meterReadImports;

/** /maintenance/READIMPORTS: reads waiting to be imported (CSV, photo, provider), each photo viewable. */
export const meterReadImportsSection = defineSection({
  code: 'READIMPORTS',
  description: 'Meter Read Imports',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'readDate', prompt: 'Read Date', fieldType: 'Date' },
    { name: 'meterCode', prompt: 'Meter' },
    { name: 'readImportDesc', prompt: 'Description' },
    { name: 'reading', prompt: 'Reading', fieldType: 'Decimal', dataType: 'DECIMAL2' },
    { name: 'source', prompt: 'Source' },
    { name: 'status', prompt: 'Status' },
    { name: 'imagePath', prompt: 'Photo', fieldType: 'Image', dataType: 'IMAGE' },
    { name: 'errorMessage', prompt: 'Why Rejected', showInTableRowExpansion: true, visible: false },
    { name: 'fileName', prompt: 'File', showInTableRowExpansion: true, visible: false },
  ],
  data: {
    table: m,
    key: m.id,
    orderBy: [sql`${m.readDate} desc`],
    displays: { source: wordsOf(m.source), status: wordsOf(m.status) },
    colour: sql`case ${m.status} when 'REJECTED' then 'red' when 'IMPORTED' then 'green' when 'NEW' then 'blue' end`,
  },
});
