import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, datasetKey, datasetRef, day, id, moment, quantity, rate } from './_columns';
import { utilityAccounts } from './accounts';
import { meterTypes } from './pricing';
import { productTypes } from './products';
import { sites } from './sites';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * A read's quality: ACTUAL, ESTIMATED, SUBSTITUTED and FINAL_SUBSTITUTE as the market sends them
 * (NEM12 A, E, S, F), MISSING for a day with null intervals (N: no data, never zero), and CUSTOMER
 * for the customer's own reading entered by hand.
 */
const READ_TYPES = ['ACTUAL', 'ESTIMATED', 'SUBSTITUTED', 'FINAL_SUBSTITUTE', 'MISSING', 'CUSTOMER'] as const;
const READ_SOURCES = ['SMART', 'MANUAL', 'IMPORT', 'PROVIDER'] as const;
/** The 300 record's UpdateDateTime: orders two market reads of one quality (docs/metering.md "Revisions"). */
const marketUpdated = () => timestamp('market_updated', { mode: 'string' });

/** Meters at a site, billed through a utility account; status ACTIVE matters for the Services page. */
export const meters = pgTable(
  'meters',
  {
    id: id(),
    ...datasetColumns(),
    siteId: integer('site_id').notNull(),
    utilityAccountId: integer('utility_account_id'),
    productTypeId: integer('product_type_id').notNull(),
    meterTypeId: integer('meter_type_id'),
    meterCode: text('meter_code').notNull(),
    description: text('description').notNull().default(''),
    meterStatusCode: text('meter_status_code', { enum: ['ACTIVE', 'INACTIVE', 'REMOVED'] })
      .notNull()
      .default('ACTIVE'),
    isInterval: boolean('is_interval').notNull().default(false),
    /** In a building with a gate meter: GATE (the building's parent meter) or COMMON (common areas); null for a unit's own meter. */
    buildingRole: text('building_role', { enum: ['GATE', 'COMMON'] }),
    multiplier: rate('multiplier').notNull().default('1'),
    installDate: day('install_date'),
    removeDate: day('remove_date'),
    ...stamps(),
  },
  (t) => [
    index('meters_site_idx').on(t.companyId, t.dataset, t.siteId),
    index('meters_utility_account_idx').on(t.companyId, t.dataset, t.utilityAccountId),
    index('meters_code_idx').on(t.companyId, t.dataset, t.meterCode),
    datasetKey('meters', t),
    datasetRef('meters', t, t.siteId, sites),
    datasetRef('meters', t, t.utilityAccountId, utilityAccounts),
    datasetRef('meters', t, t.productTypeId, productTypes),
    datasetRef('meters', t, t.meterTypeId, meterTypes),
    datasetPolicy(),
  ],
);

/**
 * Meter reads by day (section READS, the daily usage chart). Smart (interval) meters have one row
 * a day with that day's usage; basic gas and water meters have a register read every few months,
 * `quantity` being the usage since the previous read (`periodDays` days).
 */
export const meterReads = pgTable(
  'meter_reads',
  {
    id: bigId(),
    ...datasetColumns(),
    meterId: integer('meter_id').notNull(),
    readDate: day('read_date').notNull(),
    quantity: quantity('quantity').notNull(),
    reading: quantity('reading'),
    periodDays: smallint('period_days').notNull().default(1),
    readType: text('read_type', { enum: READ_TYPES }).notNull().default('ACTUAL'),
    source: text('source', { enum: READ_SOURCES }).notNull().default('SMART'),
    marketUpdated: marketUpdated(),
    /** The queue row (meter_read_imports, and so the file) that brought the read; null for one entered by hand or generated. */
    importId: integer('import_id'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('meter_reads_meter_date_uq').on(t.companyId, t.dataset, t.meterId, t.readDate),
    datasetRef('meter_reads', t, t.meterId, meters).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Interval reads: one row per meter and day holding that day's intervals (48 half hours) for the day drill-down chart. */
export const meterIntervalReads = pgTable(
  'meter_interval_reads',
  {
    id: bigId(),
    ...datasetColumns(),
    meterId: integer('meter_id').notNull(),
    readDate: day('read_date').notNull(),
    intervalMinutes: smallint('interval_minutes').notNull().default(30),
    /** kWh per interval; null where the market sent no data (quality N). */
    quantities: numeric('quantities', { precision: 12, scale: 3 }).array().notNull(),
    /** One NEM12 quality letter per interval (A, E, S, F, N); null: all actual. */
    qualities: text('qualities'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('meter_interval_reads_meter_date_uq').on(t.companyId, t.dataset, t.meterId, t.readDate),
    datasetRef('meter_interval_reads', t, t.meterId, meters).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/**
 * Meter reads waiting to be imported (dashboard IMPORTMETERREADS): from a CSV or NEM12 upload, a
 * photo or a metering provider; REJECTED rows keep the reason in `errorMessage`. `imagePath` is relative to DATA_DIR/files.
 */
export const meterReadImports = pgTable(
  'meter_read_imports',
  {
    id: id(),
    ...datasetColumns(),
    meterId: integer('meter_id'),
    meterCode: text('meter_code').notNull(),
    readImportDesc: text('read_import_desc').notNull(),
    readDate: day('read_date').notNull(),
    /** A register read; null for a day of interval reads (NEM12), whose usage is `intervals`. */
    reading: quantity('reading'),
    /** A day of interval reads (NEM12 300 record, kWh per interval), or null for a register read. */
    intervals: numeric('intervals', { precision: 12, scale: 3 }).array(),
    /** The usage a NEM13 register read arrived with (its Quantity, kWh) and the days it covers; null: the advance since the previous register read. */
    quantity: quantity('quantity'),
    periodDays: smallint('period_days'),
    /** The quality a NEM12 day or NEM13 read arrived with (300 and 400 records, a 250 record's current quality method), the read's read_type; null: ACTUAL. */
    readType: text('read_type', { enum: READ_TYPES }),
    /** A market read's per-interval qualities (NEM12); null for a read that is not the market's (CSV, photo, provider pull). */
    qualities: text('qualities'),
    marketUpdated: marketUpdated(),
    imagePath: text('image_path'),
    source: text('source', { enum: ['CSV', 'PHOTO', 'PROVIDER'] })
      .notNull()
      .default('CSV'),
    fileName: text('file_name'),
    status: text('status', { enum: ['NEW', 'IMPORTED', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    errorMessage: text('error_message'),
    importedAt: moment('imported_at'),
    ...stamps(),
  },
  (t) => [
    // No index on status: the queue's reads of waiting rows use the partial index below, and every
    // index entry is paid by each row a 50,000-row upload inserts.
    index('meter_read_imports_meter_idx').on(t.companyId, t.dataset, t.meterId),
    // A read received before, or waiting, for a meter and day (read-intake.ts).
    index('meter_read_imports_code_day_idx').on(t.companyId, t.dataset, t.meterCode, t.readDate),
    // The next waiting reads in import order (meter-reads.service.ts pending()): an ordered scan, not a sort of the whole queue per batch.
    // Partial: an imported or rejected row leaves it, so marking a batch imported writes one index entry fewer per row.
    index('meter_read_imports_waiting_idx')
      .on(t.companyId, t.dataset, t.meterCode, t.readDate, t.id)
      .where(sql`status = 'NEW'`),
    datasetRef('meter_read_imports', t, t.meterId, meters),
    datasetPolicy(),
  ],
);

/**
 * A read's history: the value a newer market read replaced (docs/metering.md "Revisions"), with the
 * queue rows (and so the files) that brought it and that replaced it.
 */
export const meterReadRevisions = pgTable(
  'meter_read_revisions',
  {
    id: bigId(),
    ...datasetColumns(),
    meterId: integer('meter_id').notNull(),
    readDate: day('read_date').notNull(),
    quantity: quantity('quantity').notNull(),
    reading: quantity('reading'),
    readType: text('read_type', { enum: READ_TYPES }).notNull(),
    source: text('source', { enum: READ_SOURCES }).notNull(),
    marketUpdated: marketUpdated(),
    intervals: numeric('intervals', { precision: 12, scale: 3 }).array(),
    qualities: text('qualities'),
    importId: integer('import_id'),
    replacedByImportId: integer('replaced_by_import_id').notNull(),
    replacedAt: moment('replaced_at').notNull().defaultNow(),
  },
  (t) => [
    index('meter_read_revisions_meter_day_idx').on(t.companyId, t.dataset, t.meterId, t.readDate),
    datasetRef('meter_read_revisions', t, t.meterId, meters).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** How far a meter data import has come: waiting for a worker, being read, done, or stopped by an error. */
const IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;

/**
 * One delivery of meter data files (an upload of the dashboard's Upload Files, or files the inbox
 * took) for the import schedule `systemJobId`: its job reads each of its files into the import queue
 * (docs/metering.md "Files").
 */
export const meterDataUploads = pgTable(
  'meter_data_uploads',
  {
    id: bigId(),
    ...datasetColumns(),
    systemJobId: integer('system_job_id').notNull(),
    /** Who delivered it: the uploading user's username, or `inbox`. */
    sender: text('sender').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('QUEUED'),
    errorMessage: text('error_message'),
    createdAt: moment('created_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    index('meter_data_uploads_working_idx')
      .on(t.status)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    datasetPolicy(),
  ],
);

/**
 * Every meter data file received (an upload's file, or each file of an uploaded zip), kept in the
 * file store under `storageKey` with who sent it and what became of its reads (docs/metering.md
 * "Files"). A file whose SHA-256 was received before is recorded against its first copy
 * (`firstCopyId`) and changes nothing.
 */
export const meterDataFiles = pgTable(
  'meter_data_files',
  {
    id: bigId(),
    ...datasetColumns(),
    uploadId: bigint('upload_id', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: ['CSV', 'NEM12', 'NEM13'] })
      .notNull()
      .default('NEM12'),
    /** Who delivered it: the uploading user's username, or `inbox`. */
    sender: text('sender').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Lower-case hex SHA-256 of the content. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('COMPLETED'),
    /** Its reads, and how many of them the job has been through. */
    totalReads: integer('total_reads').notNull().default(0),
    doneReads: integer('done_reads').notNull().default(0),
    /** Its reads queued as waiting, queued rejected (the first reasons, `file line N: reason`), and already received. */
    queued: integer('queued').notNull(),
    rejected: text('rejected').array().notNull(),
    rejectedCount: integer('rejected_count').notNull().default(0),
    alreadyReceived: integer('already_received').notNull(),
    /** Why the file was refused whole (`line N: reason`): none of its reads was queued. */
    problem: text('problem'),
    /** The file of the same content received first, for a file received again. */
    firstCopyId: bigint('first_copy_id', { mode: 'number' }),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meter_data_files_sha256_uq')
      .on(t.companyId, t.dataset, t.sha256)
      .where(sql`${t.firstCopyId} is null`),
    index('meter_data_files_upload_idx').on(t.companyId, t.dataset, t.uploadId, t.id),
    datasetPolicy(),
  ],
);
