import { describe, expect, it } from 'vitest';
import { dayReadType, marketTime, replaces } from '../../src/modules/metering/read-quality';

const market = (readType: Parameters<typeof replaces>[0]['readType'], marketUpdated: string | null = null) => ({ readType, marketUpdated, source: 'IMPORT' });

describe('read quality and the revision order (pure, docs/metering.md "Quality and revisions")', () => {
  it("gives a day its weakest interval's quality", () => {
    expect(['AAAA', 'AAEA', 'ASFA', 'AFFA', 'ENSA', 'NNNN'].map(dayReadType)).toEqual([
      'ACTUAL',
      'ESTIMATED',
      'SUBSTITUTED',
      'FINAL_SUBSTITUTE',
      'MISSING',
      'MISSING',
    ]);
  });

  it('replaces a weaker market read by a better one, never the other way', () => {
    expect(replaces(market('ACTUAL'), market('ESTIMATED'))).toBe(true);
    expect(replaces(market('FINAL_SUBSTITUTE'), market('SUBSTITUTED'))).toBe(true);
    expect(replaces(market('ESTIMATED'), market('MISSING'))).toBe(true);
    expect(replaces(market('ESTIMATED', '2026-12-01 00:00:00'), market('ACTUAL', '2026-11-01 00:00:00'))).toBe(false);
    expect(replaces(market('SUBSTITUTED'), market('FINAL_SUBSTITUTE'))).toBe(false);
  });

  it('orders two reads of one quality by the market update time; one without it never wins the tie', () => {
    expect(replaces(market('FINAL_SUBSTITUTE', '2026-10-21 00:00:00'), market('FINAL_SUBSTITUTE', '2026-10-20 12:00:00'))).toBe(true);
    expect(replaces(market('FINAL_SUBSTITUTE', '2026-10-15 00:00:00'), market('FINAL_SUBSTITUTE', '2026-10-20 12:00:00'))).toBe(false);
    expect(replaces(market('ACTUAL', '2026-10-20 12:00:00'), market('ACTUAL', '2026-10-20 12:00:00'))).toBe(false);
    expect(replaces(market('ACTUAL', '2026-10-20 12:00:00'), market('ACTUAL'))).toBe(true);
    expect(replaces(market('ACTUAL'), market('ACTUAL', '2026-10-20 12:00:00'))).toBe(false);
  });

  it('keeps a read entered by hand against anything but an actual', () => {
    const byHand = { readType: 'ESTIMATED' as const, marketUpdated: null, source: 'MANUAL' };
    expect((['ESTIMATED', 'SUBSTITUTED', 'FINAL_SUBSTITUTE', 'MISSING'] as const).map((t) => replaces(market(t, '2026-12-01 00:00:00'), byHand))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(replaces(market('ACTUAL'), { ...byHand, readType: 'ACTUAL' })).toBe(true);
  });

  it("reads a 300 record's UpdateDateTime as the database writes a timestamp", () => {
    expect(marketTime('20261125090500')).toBe('2026-11-25 09:05:00');
    expect(marketTime('')).toBeNull();
    expect(marketTime('2026112509')).toBeNull();
  });
});
