/** billing-rules §4 Window syntax: timing-profile windows from their display text. */
import { describe, expect, it } from 'vitest';
import { claims, parseTimeWindows, TimeWindowSyntaxError } from '../../src/modules/rating/time-windows';

const SUN = 0;
const MON = 1;
const FRI = 5;
const SAT = 6;
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const claimedBy = (text: string, day: number, time: string) => parseTimeWindows(text).some((w) => claims(w, day, at(time)));

describe('timing-profile windows', () => {
  it('reads days, times, several windows, weekends and every day', () => {
    expect(parseTimeWindows('Mon-Fri 14:00-20:00')).toEqual([{ days: [1, 2, 3, 4, 5], startMinute: 840, endMinute: 1200 }]);
    expect(parseTimeWindows('Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00')).toHaveLength(2);
    expect(parseTimeWindows('weekends')).toEqual([{ days: [6, 0], startMinute: 0, endMinute: 1440 }]);
    expect(parseTimeWindows('14:00-20:00')[0]!.days).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseTimeWindows('Every day 23:00-07:00')[0]!.days).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseTimeWindows('Sat-Mon 10:00-11:00')[0]!.days).toEqual([6, 0, 1]);
  });

  it('claims the start of a window but not its end', () => {
    expect([
      claimedBy('Mon-Fri 14:00-20:00', MON, '14:00'),
      claimedBy('Mon-Fri 14:00-20:00', MON, '19:30'),
      claimedBy('Mon-Fri 14:00-20:00', MON, '20:00'),
    ]).toEqual([true, true, false]);
    expect(claimedBy('Mon-Fri 14:00-20:00', SAT, '15:00')).toBe(false);
    expect([claimedBy('weekends', SAT, '00:00'), claimedBy('weekends', SUN, '23:30'), claimedBy('weekends', FRI, '23:30')]).toEqual([true, true, false]);
  });

  it('a window crossing midnight belongs to the days it starts: Fri 22:00-02:00 covers Saturday 01:00, not Friday 01:00', () => {
    expect([
      claimedBy('Fri 22:00-02:00', FRI, '22:00'),
      claimedBy('Fri 22:00-02:00', SAT, '01:00'),
      claimedBy('Fri 22:00-02:00', FRI, '01:00'),
      claimedBy('Fri 22:00-02:00', SAT, '02:00'),
    ]).toEqual([true, true, false, false]);
  });

  it('refuses text it cannot read', () => {
    expect(() => parseTimeWindows('Funday 10:00-11:00')).toThrow(TimeWindowSyntaxError);
    expect(() => parseTimeWindows('Mon-Fri 25:00-26:00')).toThrow(TimeWindowSyntaxError);
    expect(() => parseTimeWindows('Mon-Fri 2pm-8pm')).toThrow(TimeWindowSyntaxError);
  });
});
