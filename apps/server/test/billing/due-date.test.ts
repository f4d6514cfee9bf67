import { describe, expect, it } from 'vitest';
import { dueDate } from '../../src/modules/billing/due-date.rules';

describe('dueDate (billing-rules §6)', () => {
  it('adds the payment terms and keeps a business day', () => {
    expect(dueDate('2026-11-02', 14, 'NSW', [])).toBe('2026-11-16');
  });

  it('moves a Saturday or Sunday to the Monday', () => {
    expect(dueDate('2026-11-02', 12, 'NSW', [])).toBe('2026-11-16');
    expect(dueDate('2026-11-02', 13, 'NSW', [])).toBe('2026-11-16');
  });

  it('moves past a public holiday of the state or a national one, not another state’s', () => {
    const holidays = [
      { holidayDate: '2026-12-25', state: null },
      { holidayDate: '2026-12-28', state: 'NSW' },
      { holidayDate: '2026-12-29', state: 'VIC' },
    ];
    // Friday 25 December (national), the weekend, Monday 28 (NSW): Tuesday 29 in NSW.
    expect(dueDate('2026-12-11', 14, 'NSW', holidays)).toBe('2026-12-29');
    // In Victoria the 28th is a business day.
    expect(dueDate('2026-12-11', 14, 'VIC', holidays)).toBe('2026-12-28');
  });
});
