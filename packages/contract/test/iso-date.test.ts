import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../src/fields/fieldValues';

describe('isIsoDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '0100-01-01', '9999-12-31'])('takes %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0001-01-01', '2026-1-01', ' 2026-01-01', '2026-01-01x', ''])(
    'refuses %j',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});
