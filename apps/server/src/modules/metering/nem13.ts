import { texts } from '@wattle/contract';
import {
  isoDateOfDateTime,
  kwhPerUnit,
  MeterDataReader,
  notInVersion,
  qualityFlag,
  readWhole,
  Refusal,
  ShortRecord,
  toKwh,
  VALUE,
  type MeterDataProblem,
  type VersionRecords,
} from './meter-data-file';

/** A 550 record: the B2B service orders behind a 250 record's previous and current reads, kept with the read. */
interface Nem13Transaction {
  previousTransCode: string;
  previousRetServiceOrder: string;
  currentTransCode: string;
  currentRetServiceOrder: string;
}

/** One register read of an accumulation meter in a NEM13 file (a 250 record). */
export interface Nem13Read {
  line: number;
  nmi: string;
  /** The 250 record's meter serial number; empty when the file leaves it blank (resolved from the NMI and suffix). */
  meterCode: string;
  /** The NMI suffix (E1, E2, 11…): the register of the meter the read is of. */
  register: string;
  /** The day of the current read. */
  readDate: string;
  /** The current register reading in kWh, 3 decimals; null when its quality is N (no reading). */
  reading: string | null;
  /** The current read's quality flag: A, E, F, N or S. */
  quality: string;
  /** The day of the previous read, where the period the quantity covers starts; null when the file gives none. */
  previousReadDate: string | null;
  /** The usage between the previous and the current read (the Quantity field) in kWh; null when the file leaves it blank. */
  quantity: string | null;
  /** The 250 record's UpdateDateTime (YYYYMMDDhhmmss). */
  updated: string;
  transactions: Nem13Transaction[];
}

const t = texts.dashboard.nem12;
const t13 = texts.dashboard.nem13;
/** A 250 record's fields: at least up to its UOM (the 20th); NextScheduledReadDate, UpdateDateTime and MSATSLoadDateTime may be left off. */
const MIN_FIELDS = 20;
const MAX_FIELDS = 23;
/** Quality flags a register read may have (V, by interval, is NEM12's only). */
const READ_QUALITIES = new Set(['A', 'E', 'F', 'N', 'S']);

/** A register read field: a number as the format writes it; blank where `blank` allows. */
function registerRead(field: string, value: string, blank: boolean): string | null {
  if (value === '' && blank) return null;
  if (value.startsWith('-') && VALUE.test(value.slice(1))) throw new Refusal(t13.negativeRegisterRead(field, value));
  if (!VALUE.test(value)) throw new Refusal(t13.badRegisterRead(field, value));
  return value;
}

function readDateTime(field: string, value: string, blank: boolean): string | null {
  if (value === '' && blank) return null;
  const day = isoDateOfDateTime(value);
  if (!day) throw new Refusal(t13.badDateTime(field, value));
  return day;
}

function readQuality(value: string, blank: boolean): string | null {
  if (value === '' && blank) return null;
  const flag = qualityFlag(value);
  if (!flag || !READ_QUALITIES.has(flag)) throw new Refusal(t13.badQuality(value));
  return flag;
}

/**
 * The records of a NEM13 file (accumulation meters: 250 basic meter data, 550 B2B details;
 * docs/metering.md has the table of what each field does) into register reads, each handed to
 * `onRead` once its 550 record is read. Registers in a unit that is not energy are skipped.
 */
class Nem13Records implements VersionRecords {
  private line = 0;
  /** The read of the last 250 record, completed by its 550 record; null after a register that is skipped. */
  private pending: Nem13Read | null = null;
  private started = false;

  constructor(private readonly onRead: (read: Nem13Read) => void) {}

  read(record: string, fields: string[], line: number) {
    this.line = line;
    switch (record) {
      case '250':
        this.flush();
        this.started = true;
        this.pending = this.basicMeterData(fields);
        return;
      case '550':
        this.transaction(fields);
        return;
      default:
        throw notInVersion(record, 'NEM13');
    }
  }

  end() {
    this.flush();
  }

  private basicMeterData(fields: string[]): Nem13Read | null {
    if (fields.length < MIN_FIELDS) throw new ShortRecord('250', t13.fieldCount(fields.length, MIN_FIELDS, MAX_FIELDS));
    if (fields.length > MAX_FIELDS) throw new Refusal(t13.fieldCount(fields.length, MIN_FIELDS, MAX_FIELDS));
    const [
      ,
      nmi = '',
      ,
      ,
      suffix = '',
      ,
      serial = '',
      ,
      previousReading = '',
      previousDateTime = '',
      previousQuality = '',
      ,
      ,
      currentReading = '',
      currentDateTime = '',
      currentQuality = '',
      ,
      ,
      quantity = '',
      uom = '',
      ,
      updated = '',
    ] = fields;
    if (!/^[A-Z0-9]{10}$/i.test(nmi)) throw new Refusal(t.badNmi(nmi));
    const perUnit = kwhPerUnit(uom);
    if (perUnit === null) return null;
    registerRead('PreviousRegisterRead', previousReading, true);
    const previousReadDate = readDateTime('PreviousRegisterReadDateTime', previousDateTime, true);
    readQuality(previousQuality, true);
    const quality = readQuality(currentQuality, false)!;
    const reading = registerRead('CurrentRegisterRead', currentReading, quality === 'N');
    const readDate = readDateTime('CurrentRegisterReadDateTime', currentDateTime, false)!;
    const usage = registerRead('Quantity', quantity, true);
    return {
      line: this.line,
      nmi,
      meterCode: serial,
      register: suffix.toUpperCase(),
      readDate,
      reading: reading === null || quality === 'N' ? null : toKwh(reading, perUnit),
      quality,
      previousReadDate,
      quantity: usage === null ? null : toKwh(usage, perUnit),
      updated,
      transactions: [],
    };
  }

  private transaction(fields: string[]) {
    if (!this.started) throw new Refusal(t13.transactionBeforeRead);
    const [, previousTransCode = '', previousRetServiceOrder = '', currentTransCode = '', currentRetServiceOrder = ''] = fields;
    this.pending?.transactions.push({ previousTransCode, previousRetServiceOrder, currentTransCode, currentRetServiceOrder });
  }

  private flush() {
    if (this.pending) this.onRead(this.pending);
    this.pending = null;
  }
}

/** A reader of a NEM13 file that hands each read on once it is complete (a file streamed line by line). */
export const nem13Reader = (onRead: (read: Nem13Read) => void) => new MeterDataReader('NEM13', new Nem13Records(onRead));

/** Reads a whole NEM13 file held in memory (small files, tests); a malformed file answers its first problem and no reads. */
export function parseNem13(content: string): { reads: Nem13Read[]; problem?: MeterDataProblem } {
  const reads: Nem13Read[] = [];
  const problem = readWhole(
    nem13Reader((read) => reads.push(read)),
    content,
  );
  return problem ? { reads: [], problem } : { reads };
}
