import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { BANK_CSV_COLUMNS, isIsoDate, PAYMENT_FILE_MAX_REPORTED_ERRORS, texts, type PaymentFileFormat } from '@wattle/contract';
import { csvRecords, CsvSyntaxError } from '../../lib/csv-records';
import { refused, type Refusal } from '../../lib/errors';

const t = texts.paymentFiles;

/** One line of a payment file, read and checked. */
export interface PaymentFileLine {
  lineNumber: number;
  /** The line's identity across files: the same line received again has the same key. */
  lineKey: string;
  paymentDate: string;
  /** Exact, two decimals; more than zero unless the line is skipped. */
  amount: string;
  method: 'BPAY' | 'EFT';
  reference: string;
  description: string;
  /** Why the line is not a payment (a reversal, money out); such lines are reported, never written. */
  skipped: string | null;
}

class LineErrors {
  readonly refusals: Refusal[] = [];
  add(line: number, message: string) {
    this.refusals.push({ message: t.lineError(line, message) });
  }
  /** The whole file is refused when any line is wrong, listing the first errors. */
  throwIfAny() {
    if (!this.refusals.length) return;
    const shown = this.refusals.slice(0, PAYMENT_FILE_MAX_REPORTED_ERRORS);
    const more = this.refusals.length - shown.length;
    throw refused(more > 0 ? [...shown, { message: t.moreErrors(more) }] : shown);
  }
}

const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u001f')).digest('base64url');

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** DD/MM/YYYY (how Australian banks write dates) or YYYY-MM-DD, as YYYY-MM-DD; null when not a real day. */
function csvDate(text: string): string | null {
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : null;
}

const CSV_AMOUNT = /^-?\$?\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^-?\$?\d+(\.\d{1,2})?$/;

/**
 * A bank CSV (docs/payments.md "Payment files"): a header row `date,amount,reference,description`,
 * then one line of the account's statement per row; credits (more than zero) are payments, debits
 * are reported and skipped. CSV lines carry no bank reference of their own: a line's key is its
 * content and how many identical lines came before it in the file, so a file received twice, or
 * two statements that overlap, write each line once, and two equal payments on one day both count.
 */
function readBankCsv(text: string): PaymentFileLine[] {
  let records: string[][];
  try {
    records = csvRecords(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw refused([{ message: t.lineError(1, error.message) }]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || header.map((h) => h.trim().toLowerCase()).join(',') !== BANK_CSV_COLUMNS.join(',')) {
    throw refused([{ message: t.badHeader(BANK_CSV_COLUMNS.join(',')) }]);
  }
  const errors = new LineErrors();
  const seen = new Map<string, number>();
  const lines = rows.map((row, index): PaymentFileLine => {
    const lineNumber = index + 2;
    const [dateText = '', amountText = '', reference = '', description = ''] = row.map((field) => field.trim());
    const paymentDate = csvDate(dateText);
    if (!paymentDate) errors.add(lineNumber, t.badDate);
    const amountValid = CSV_AMOUNT.test(amountText);
    if (!amountValid) errors.add(lineNumber, t.badAmount);
    const amount = amountValid ? new Decimal(amountText.replace(/[$,]/g, '')).toFixed(2) : '0.00';
    const content = [paymentDate ?? '', amount, reference, description].join('|');
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    return {
      lineNumber,
      lineKey: keyOf('BANK_CSV', content, String(occurrence)),
      paymentDate: paymentDate ?? '',
      amount,
      method: 'EFT',
      reference,
      description,
      skipped: new Decimal(amount).gt(0) ? null : t.debitSkipped,
    };
  });
  errors.throwIfAny();
  return lines;
}

/** BPAY payment instruction types: 05 a payment; 15 an error correction and 25 a reversal, both of an earlier payment. */
const BPAY_PAYMENT = '05';
const BPAY_CORRECTION = '15';
const BPAY_REVERSAL = '25';
const BPAY_TYPES = new Set([BPAY_PAYMENT, BPAY_CORRECTION, BPAY_REVERSAL]);
const BPAY_DETAIL_MIN_LENGTH = 62;

/**
 * The trailer record's fields, by position (1-based, inclusive; docs/payments.md "BPAY transaction
 * file"): for each payment instruction type its count (9 digits) and amount in cents (15 digits),
 * then the settlement amount: payments less error corrections and reversals.
 */
const BPAY_TRAILER = [
  { field: 'payments', from: 2, to: 10 },
  { field: 'paymentsAmount', from: 11, to: 25 },
  { field: 'corrections', from: 26, to: 34 },
  { field: 'correctionsAmount', from: 35, to: 49 },
  { field: 'reversals', from: 50, to: 58 },
  { field: 'reversalsAmount', from: 59, to: 73 },
  { field: 'settlement', from: 74, to: 88 },
] as const;
const BPAY_TRAILER_MIN_LENGTH = BPAY_TRAILER.at(-1)!.to;
type TrailerField = (typeof BPAY_TRAILER)[number]['field'];

const dollars = (cents: Decimal) => `$${cents.dividedBy(100).toFixed(2)}`;

/**
 * Why a BPAY trailer record disagrees with the file's detail records (each `type` and amount in
 * `cents`): its counts and amounts per payment instruction type, and its settlement amount
 * (payments less error corrections and reversals, when that is not below zero). Empty: it agrees.
 */
function bpayTrailerProblems(trailer: string, details: readonly { type: string; cents: Decimal }[]): string[] {
  if (trailer.trimEnd().length < BPAY_TRAILER_MIN_LENGTH) return [t.shortTrailer(trailer.trimEnd().length)];
  const given = {} as Record<TrailerField, Decimal>;
  const problems: string[] = [];
  for (const { field, from, to } of BPAY_TRAILER) {
    const text = trailer.slice(from - 1, to);
    if (/^\d+$/.test(text)) given[field] = new Decimal(text);
    else problems.push(t.trailerNotNumber(t.trailerFields[field]));
  }
  if (problems.length) return problems;
  const ofType = (type: string) => details.filter((d) => d.type === type);
  const count = (type: string) => new Decimal(ofType(type).length);
  const amount = (type: string) => ofType(type).reduce((sum, d) => sum.plus(d.cents), new Decimal(0));
  const settlement = amount(BPAY_PAYMENT).minus(amount(BPAY_CORRECTION)).minus(amount(BPAY_REVERSAL));
  const expected: [TrailerField, Decimal | null, (value: Decimal) => string][] = [
    ['payments', count(BPAY_PAYMENT), String],
    ['paymentsAmount', amount(BPAY_PAYMENT), dollars],
    ['corrections', count(BPAY_CORRECTION), String],
    ['correctionsAmount', amount(BPAY_CORRECTION), dollars],
    ['reversals', count(BPAY_REVERSAL), String],
    ['reversalsAmount', amount(BPAY_REVERSAL), dollars],
    // A file whose reversals outweigh its payments has no settlement to compare (the field has no sign).
    ['settlement', settlement.gte(0) ? settlement : null, dollars],
  ];
  for (const [field, value, shown] of expected) {
    if (value && !given[field].equals(value)) problems.push(t.trailerDisagrees(t.trailerFields[field], shown(given[field]), shown(value)));
  }
  return problems;
}

/**
 * A BPAY biller transaction file (the fixed-width layout banks send billers, as PayWay documents
 * for St.George: docs/payments.md): a header record (type 1), one detail record (type 5) per
 * payment and a trailer record (type 9). A detail record holds, by position: the payment
 * instruction type (2–3), the customer reference number (4–23), the method (24–26), the amount in
 * cents (27–38), the payment date DDMMYYYY (39–46), its time (47–52) and the bank's transaction
 * receipt number (53–62), which with the date and reference is the line's key. The trailer's
 * counts and amounts must agree with the details (bpayTrailerProblems), else the file is refused.
 */
function readBpayFile(text: string): PaymentFileLine[] {
  const records = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((record, index) => ({ record, lineNumber: index + 1 }))
    .filter(({ record }) => record.trim() !== '');
  const errors = new LineErrors();
  if (records[0]?.record[0] !== '1') errors.add(records[0]?.lineNumber ?? 1, t.noHeader);
  const trailer = records.length > 1 && records.at(-1)!.record[0] === '9' ? records.at(-1)! : null;
  if (records.length > 0 && !trailer) errors.add(records.at(-1)!.lineNumber, t.noTrailer);
  const lines: PaymentFileLine[] = [];
  const totals: { type: string; cents: Decimal }[] = [];
  for (const { record, lineNumber } of records.slice(1, -1)) {
    if (record[0] !== '5') {
      errors.add(lineNumber, t.badRecord(record[0]!));
      continue;
    }
    if (record.length < BPAY_DETAIL_MIN_LENGTH) {
      errors.add(lineNumber, t.shortRecord(record.length));
      continue;
    }
    const type = record.slice(1, 3);
    const reference = record.slice(3, 23).trim();
    const cents = record.slice(26, 38);
    const date = record.slice(38, 46);
    const receipt = record.slice(52, 62).trim();
    const paymentDate = `${date.slice(4, 8)}-${date.slice(2, 4)}-${date.slice(0, 2)}`;
    if (!BPAY_TYPES.has(type)) errors.add(lineNumber, t.badPaymentType(type));
    if (!/^\d{8}$/.test(date) || !isIsoDate(paymentDate)) errors.add(lineNumber, t.badDate);
    if (!/^\d{12}$/.test(cents)) errors.add(lineNumber, t.badAmount);
    const amount = new Decimal(/^\d{12}$/.test(cents) ? cents : 0);
    totals.push({ type, cents: amount });
    lines.push({
      lineNumber,
      lineKey: keyOf('BPAY', reference, paymentDate, receipt, type),
      paymentDate,
      amount: amount.dividedBy(100).toFixed(2),
      method: 'BPAY',
      reference,
      description: receipt,
      skipped: type === BPAY_PAYMENT ? null : t.reversalSkipped,
    });
  }
  // The trailer is compared only with well-formed details: a bad line is the cause to report, not the totals it spoils.
  if (trailer && !errors.refusals.length) {
    for (const problem of bpayTrailerProblems(trailer.record, totals)) errors.add(trailer.lineNumber, problem);
  }
  errors.throwIfAny();
  return lines;
}

export const paymentFileReaders: Record<PaymentFileFormat, (text: string) => PaymentFileLine[]> = { BANK_CSV: readBankCsv, BPAY: readBpayFile };
