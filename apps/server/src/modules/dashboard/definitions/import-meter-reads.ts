import { sql } from 'drizzle-orm';
import { PROCESS_CODES, texts } from '@wattle/contract';
import { meterReadImports, meters, sites } from '../../../db/schema/index';
import { futureReadProblem } from '../../metering/meter-read.rules';
import { importReads, rejectReads } from '../../metering/meter-reads.service';
import { defineProcess } from '../process-spec';
import { editAction } from '../process-edit';
import { COLOURS, doneOrRefused, intKeys, keyColumn } from './common';

/** Meter reads waiting to be imported (CSV and NEM12 uploads, photos, provider reads), with the read's photo; an interval day (NEM12) has no reading. */
export const importMeterReadsProcess = defineProcess({
  code: PROCESS_CODES.importMeterReads,
  name: 'Import Meter Reads',
  kind: 'TABLE',
  sortOrder: 30,
  editRoles: [],
  views: {
    default: {
      table: meterReadImports,
      from: sql`${meterReadImports}`,
      display: sql`left join ${meters} on ${meters.id} = ${meterReadImports.meterId} left join ${sites} on ${sites.id} = ${meters.siteId}`,
      where: () => sql`${meterReadImports.status} = 'NEW'`,
      key: { field: 'key_exception_id', column: meterReadImports.id },
      columns: [
        keyColumn(meterReadImports.id),
        { field: 'meter_code', headerText: 'Meter', value: meterReadImports.meterCode, notNull: true, width: 130 },
        { field: 'read_import_desc', headerText: 'Description', value: meterReadImports.readImportDesc, width: 240 },
        {
          field: 'read_date',
          headerText: 'Read Date',
          value: meterReadImports.readDate,
          type: 'date',
          notNull: true,
          width: 120,
          edit: { column: meterReadImports.readDate, check: (v, today) => futureReadProblem(v, today, texts.dashboard.csv.futureDate) },
        },
        {
          field: 'reading',
          headerText: 'Reading',
          value: meterReadImports.reading,
          type: 'decimal',
          format: 'DECIMAL2',
          width: 120,
          edit: { column: meterReadImports.reading },
        },
        { field: 'location', headerText: 'Site', value: sites.location, width: 240 },
        { field: 'source', headerText: 'Source', value: meterReadImports.source, width: 90 },
        { field: 'file_name', headerText: 'File', value: meterReadImports.fileName, width: 160 },
        { field: 'image_path', headerText: 'Image', value: meterReadImports.imagePath, template: 'image', searchable: false, width: 80 },
        { field: 'created_at', headerText: 'Received', value: meterReadImports.createdAt, type: 'datetime', notNull: true, width: 160 },
      ],
      defaultSort: { field: 'created_at', descending: true },
    },
  },
  actions: [
    {
      code: 'IMPORT',
      name: 'Import',
      confirmMessage: "Import the selected reads into the meters' history?",
      ...COLOURS.approve,
      run: async (ctx) => doneOrRefused(ctx, await importReads(ctx.tx, intKeys(ctx)), 'Import'),
    },
    {
      code: 'REJECT',
      name: 'Reject',
      confirmMessage: 'Reject the selected reads? They will not be imported.',
      ...COLOURS.danger,
      run: async (ctx) => doneOrRefused(ctx, await rejectReads(ctx.tx, intKeys(ctx)), 'Reject'),
    },
    editAction,
  ],
});
