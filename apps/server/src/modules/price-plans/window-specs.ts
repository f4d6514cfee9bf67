import type { TimeWindowSpec } from '@wattle/contract';
import { parseTimeWindows } from '../rating/time-windows';

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A register's window text as stored structured windows (timing_profile_meter_types.windows):
 * the rating engine's parser reads the text, minutes become HH:MM (an all-day window is 00:00-24:00).
 */
export function windowSpecs(text: string): TimeWindowSpec[] {
  return parseTimeWindows(text).map((w) => ({ days: w.days, start: hhmm(w.startMinute), end: hhmm(w.endMinute) }));
}
