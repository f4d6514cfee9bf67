import { describe, expect, it } from 'vitest';
import { invoiceAccountFigures } from '../../src/modules/billing/invoice-account.rules';

describe('invoiceAccountFigures (worked by hand)', () => {
  it('previous balance − payments received + other charges + this invoice = total now due', () => {
    // 520.35 as at the previous invoice; 100.00 paid; a 20.00 fee; this invoice 17.13:
    // 520.35 − 100.00 = 420.35; + 20.00 = 440.35; + 17.13 = 457.48.
    expect(invoiceAccountFigures({ previousBalance: '520.35', payments: '-100.00', other: '20.00' }, '17.13')).toEqual({
      previousBalance: '520.35',
      paymentsReceived: '100.00',
      otherChargesAndCredits: '20.00',
      thisInvoice: '17.13',
      totalNowDue: '457.48',
    });
  });

  it('keeps every cent exact, and shows a credit as a negative total', () => {
    // 0.10 + 0.20 in floats is 0.30000000000000004; here: 0.10 − 0.30 + 0.00 + 0.20 = 0.00.
    expect(invoiceAccountFigures({ previousBalance: '0.1', payments: '-0.3', other: '0' }, '0.2').totalNowDue).toBe('0.00');
    // Paid 150.00 against 100.00 owed; a −5.00 goodwill credit; this invoice 42.50: 100 − 150 − 5 + 42.50 = −12.50.
    expect(invoiceAccountFigures({ previousBalance: '100.00', payments: '-150.00', other: '-5.00' }, '42.50')).toEqual({
      previousBalance: '100.00',
      paymentsReceived: '150.00',
      otherChargesAndCredits: '-5.00',
      thisInvoice: '42.50',
      totalNowDue: '-12.50',
    });
  });
});
