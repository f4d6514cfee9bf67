import { z } from 'zod';
import { isIsoDate } from '../fields/fieldValues';
import * as texts from '../texts';

/**
 * The meter-read CSV of POST /dashboard/schedules/{scheduleId}/import-csv-file (multipart file0..n):
 * a header row naming these columns (any order, description optional), then one read per row.
 * Every row of every file is checked; one bad row refuses the whole upload and nothing is imported.
 * A meter-read CSV is read whole, so it holds at most IMPORT_MAX_ROWS rows; a NEM12 or NEM13 file
 * is streamed and has no row limit.
 */
export const METER_READ_CSV_COLUMNS = ['meter_code', 'read_date', 'reading', 'description'] as const;
export const METER_READ_CSV_REQUIRED = ['meter_code', 'read_date', 'reading'] as const;
export const IMPORT_MAX_ROWS = 50_000;
/** A meter-read CSV is read whole: at most this many bytes (IMPORT_MAX_ROWS rows with long descriptions). */
export const METER_READ_CSV_MAX_BYTES = 20_000_000;
export const IMPORT_MAX_FILES = 10;
/**
 * Names a meter-read upload takes: `.csv`, a meter data provider's version suffix `.V01`…`.V99`
 * (`NEM12#<id>#<from>#<to>.V01`) and `.zip`. Which kind a file is, is read from its content.
 */
export const METER_DATA_FILE_NAME = /\.(csv|v\d\d|zip)$/i;
/** The file input's accept list for those names (browsers compare extensions without case). */
export const METER_DATA_FILE_ACCEPT = ['.csv', '.zip', ...Array.from({ length: 99 }, (_, i) => `.V${String(i + 1).padStart(2, '0')}`)].join(',');
/** A zip upload (`.zip`, or any file whose content is a zip) is refused unpacked before it holds more files than this… */
export const METER_DATA_ZIP_MAX_FILES = 1_000;
/** …or unpacks to more bytes than this in all… */
export const METER_DATA_ZIP_MAX_BYTES = 1_000_000_000;
/** …or holds a file of 10 MB or more packed over 100 times tighter than text packs: a zip bomb, refused before it is unpacked. */
export const METER_DATA_ZIP_PACKING = { ratio: 100, fromBytes: 10_000_000 };
/** The largest file an upload of meter data takes (a zip, or a NEM12 file of a month of half-hour data for 10,000 meters and more): each is streamed into the file store, never held whole. */
export const METER_DATA_UPLOAD_MAX_BYTES = 200_000_000;
/** Row errors listed in the refusal (the first message says how many rows failed in all). */
export const IMPORT_MAX_REPORTED_ERRORS = 50;

const READING = /^\d{1,15}(\.\d{1,3})?$/;

/** The checks a row passes before the database is asked (meter exists, read not yet stored). */
export const meterReadCsvRowSchema = z.object({
  meter_code: z.string().trim().min(1, texts.dashboard.csv.meterCodeRequired).max(50),
  read_date: z
    .string()
    .trim()
    .refine((v) => isIsoDate(v), texts.dashboard.csv.badDate),
  reading: z
    .string()
    .trim()
    .refine((v) => READING.test(v), texts.dashboard.csv.badReading),
  description: z.string().trim().max(200).optional().default(''),
});
export type MeterReadCsvRow = z.infer<typeof meterReadCsvRowSchema>;

/** One refused row: the file, the 1-based line in it (the header is line 1) and why. */
export const importRowError = (fileName: string, line: number, message: string) => `${fileName} line ${line}: ${message}`;
/** A file refused as a whole (a zip, or a file in one: `reads.zip/NEM12#1.V01`) and why. */
export const importFileError = (fileName: string, message: string) => `${fileName}: ${message}`;

/**
 * The file store folder a meter data provider's delivery drops files in (an S3 bucket's
 * `{company}/{dataset}/meter-data-inbox/` prefix), taken every minute as an upload of them would be,
 * and the sender such files are recorded with.
 */
export const METER_DATA_INBOX = 'meter-data-inbox/';
export const METER_DATA_INBOX_SENDER = 'inbox';
