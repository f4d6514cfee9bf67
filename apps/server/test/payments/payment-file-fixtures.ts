/** One BPAY detail record's values (docs/payments.md "BPAY transaction file"). */
export interface BpayRecord {
  type: '05' | '15' | '25';
  reference: string;
  cents: number;
  /** DDMMYYYY */
  date: string;
  receipt: string;
}

const RECORD_LENGTH = 126;

/** A BPAY trailer's fields: count and amount in cents per payment instruction type, and the settlement amount. */
export interface BpayTotals {
  payments: number;
  paymentsCents: number;
  corrections: number;
  correctionsCents: number;
  reversals: number;
  reversalsCents: number;
  settlementCents: number;
}

/** The totals a bank writes in the trailer of these records. */
export function bpayTotals(records: readonly BpayRecord[]): BpayTotals {
  const of = (type: BpayRecord['type']) => records.filter((r) => r.type === type);
  const cents = (type: BpayRecord['type']) => of(type).reduce((sum, r) => sum + r.cents, 0);
  return {
    payments: of('05').length,
    paymentsCents: cents('05'),
    corrections: of('15').length,
    correctionsCents: cents('15'),
    reversals: of('25').length,
    reversalsCents: cents('25'),
    settlementCents: cents('05') - cents('15') - cents('25'),
  };
}

/** A trailer record (type 9): counts in 9 digits, amounts in cents in 15, then filler. */
export function bpayTrailer(totals: BpayTotals): string {
  const n = (value: number) => String(value).padStart(9, '0');
  const cents = (value: number) => String(value).padStart(15, '0');
  return `9${n(totals.payments)}${cents(totals.paymentsCents)}${n(totals.corrections)}${cents(totals.correctionsCents)}${n(totals.reversals)}${cents(totals.reversalsCents)}${cents(totals.settlementCents)}`;
}

/**
 * A BPAY transaction file as the bank writes it: header (1), one detail record (5) per payment,
 * trailer (9), fixed width, CRLF. `trailer` replaces the trailer record (null: none).
 */
export function bpayFile(records: readonly BpayRecord[], { trailer }: { trailer?: string | null } = {}): string {
  const header = `101122026063000${'PAYWAY PAYMENTS'.padEnd(20)}WBC0000123456${'WATTLE ENERGY'.padEnd(20)}000001`;
  const details = records.map((r) => `5${r.type}${r.reference.padEnd(20)}001${String(r.cents).padStart(12, '0')}${r.date}120000${r.receipt.padStart(10, '0')}`);
  const last = trailer === undefined ? bpayTrailer(bpayTotals(records)) : trailer;
  return [header, ...details, ...(last === null ? [] : [last])].map((record) => record.padEnd(RECORD_LENGTH)).join('\r\n');
}
