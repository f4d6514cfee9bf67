import { describe, expect, it } from 'vitest';
import { defaultStatementRange, statementFileName, statementQuerySchema } from '../src/index';

describe('customer statement dates (spec 3 §2.8, §9)', () => {
  it('starts one year before today and ends tomorrow', () => {
    expect(defaultStatementRange('2026-11-25')).toEqual({ startDate: '2025-11-25', endDate: '2026-11-26' });
    expect(defaultStatementRange('2026-12-31')).toEqual({ startDate: '2025-12-31', endDate: '2027-01-01' });
    expect(defaultStatementRange('2028-02-29')).toEqual({ startDate: '2027-02-28', endDate: '2028-03-01' });
  });

  it('needs both dates as YYYY-MM-DD, the end not before the start', () => {
    expect(statementQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-01' }).success).toBe(true);
    expect(statementQuerySchema.safeParse({ endDate: '2026-01-01' }).success).toBe(false);
    expect(statementQuerySchema.safeParse({ startDate: '01/01/2026', endDate: '2026-01-02' }).success).toBe(false);
    const backwards = statementQuerySchema.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('names the file by account and dates, safely', () => {
    expect(statementFileName('A-1001', '2025-11-25', '2026-11-26')).toBe('statement-A-1001-2025-11-25-2026-11-26.pdf');
    expect(statementFileName('A/1 "x"', '2025-11-25', '2026-11-26')).toBe('statement-A-1--x--2025-11-25-2026-11-26.pdf');
  });
});
