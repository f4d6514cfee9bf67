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

/** A BPAY transaction file as the bank writes it: header (1), one detail record (5) per payment, trailer (9), fixed width, CRLF. */
export function bpayFile(records: readonly BpayRecord[]): string {
  const header = `101122026063000${'PAYWAY PAYMENTS'.padEnd(20)}WBC0000123456${'WATTLE ENERGY'.padEnd(20)}000001`;
  const details = records.map((r) => `5${r.type}${r.reference.padEnd(20)}001${String(r.cents).padStart(12, '0')}${r.date}120000${r.receipt.padStart(10, '0')}`);
  const total = records.reduce((sum, r) => sum + r.cents, 0);
  const trailer = `9${String(records.length).padStart(9, '0')}${String(total).padStart(15, '0')}`;
  return [header, ...details, trailer].map((record) => record.padEnd(RECORD_LENGTH)).join('\r\n');
}
