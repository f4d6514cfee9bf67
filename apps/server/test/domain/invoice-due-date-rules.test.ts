import { describe, expect, it } from 'vitest';
import { addBusinessDays, holidaysIn, invoiceDueDate, nextBusinessDay } from '../../src/modules/customers/invoice-due-date.rules';

const holidays = [
  { holidayDate: '2026-01-26', state: null },
  { holidayDate: '2026-03-09', state: 'VIC' },
  { holidayDate: '2026-04-03', state: null },
  { holidayDate: '2026-04-06', state: null },
  { holidayDate: '2026-12-25', state: null },
  { holidayDate: '2026-12-28', state: 'NSW' },
];
const nsw = holidaysIn(holidays, 'NSW');

describe('invoice due date (billing-rules §6, pure)', () => {
  it('is the invoice date plus the payment terms when that is a business day', () => {
    expect(invoiceDueDate('2026-11-25', 14, nsw)).toBe('2026-12-09');
    expect(invoiceDueDate('2026-11-25', 0, nsw)).toBe('2026-11-25');
  });

  it('moves a Saturday or a Sunday to the Monday', () => {
    expect(invoiceDueDate('2026-02-21', 14, nsw)).toBe('2026-03-09');
    expect(invoiceDueDate('2026-02-22', 14, nsw)).toBe('2026-03-09');
  });

  it('moves a public holiday of the state, or a national one, to the next business day', () => {
    expect(invoiceDueDate('2026-01-12', 14, nsw)).toBe('2026-01-27');
    expect(invoiceDueDate('2026-02-21', 14, holidaysIn(holidays, 'VIC'))).toBe('2026-03-10');
  });

  it('rolls across a holiday, a weekend and another holiday together', () => {
    expect(invoiceDueDate('2026-12-11', 14, nsw)).toBe('2026-12-29');
    expect(invoiceDueDate('2026-12-11', 14, holidaysIn(holidays, 'QLD'))).toBe('2026-12-28');
    expect(nextBusinessDay('2026-04-03', nsw)).toBe('2026-04-07');
  });

  it('counts only national holidays when the state is unknown', () => {
    expect([...holidaysIn(holidays, null)].sort()).toEqual(['2026-01-26', '2026-04-03', '2026-04-06', '2026-12-25']);
  });
});

describe('business days (issue 25 a: the one calendar)', () => {
  it('counts weekdays that are not holidays of the state, the start day not counted', () => {
    expect(addBusinessDays('2026-01-02', 1, nsw)).toBe('2026-01-05');
    expect(addBusinessDays('2026-01-23', 1, nsw)).toBe('2026-01-27');
    expect(addBusinessDays('2026-04-02', 1, nsw)).toBe('2026-04-07');
    expect(addBusinessDays('2026-03-06', 1, holidaysIn(holidays, 'VIC'))).toBe('2026-03-10');
    expect(addBusinessDays('2026-03-06', 1, nsw)).toBe('2026-03-09');
  });
});
