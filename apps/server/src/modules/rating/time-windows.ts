/**
 * Timing-profile windows (billing-rules §4 Window syntax): `Mon-Fri 14:00-20:00`, several joined
 * by `, ` each naming its own days, no days = every day ("Every day" also reads so), `weekends`
 * = Sat-Sun all day. A window may cross midnight; its days are the days it starts.
 */
import type { TimeWindow } from './types';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WINDOW = /^(?:(?<days>[A-Za-z][A-Za-z -]*?)\s*)?(?:(?<start>\d{2}:\d{2})-(?<end>\d{2}:\d{2}))?$/;

export class TimeWindowSyntaxError extends Error {}

function minutes(text: string, window: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  if (h > 24 || m > 59 || (h === 24 && m > 0)) throw new TimeWindowSyntaxError(`"${window}": ${text} is not a time of day`);
  return h * 60 + m;
}

function dayIndex(name: string, window: string): number {
  const index = DAY_NAMES.findIndex((d) => d.toLowerCase() === name.toLowerCase());
  if (index < 0) throw new TimeWindowSyntaxError(`"${window}": ${name} is not a day (Mon … Sun)`);
  return index;
}

function parseDays(text: string | undefined, window: string): number[] {
  if (!text) return EVERY_DAY;
  const lower = text.toLowerCase();
  if (lower === 'weekends') return [6, 0];
  if (lower === 'every day') return EVERY_DAY;
  const [first, last] = text.split('-').map((d) => dayIndex(d.trim(), window)) as [number, number | undefined];
  if (last === undefined) return [first];
  const days = [first];
  for (let d = first; d !== last;) days.push((d = (d + 1) % 7));
  return days;
}

/** One register's windows from their display text; throws TimeWindowSyntaxError on text it cannot read. */
export function parseTimeWindows(text: string): TimeWindow[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((window) => {
      const match = WINDOW.exec(window);
      if (!match?.groups || (!match.groups.days && !match.groups.start))
        throw new TimeWindowSyntaxError(`"${window}" is not a window such as "Mon-Fri 14:00-20:00"`);
      const days = parseDays(match.groups.days, window);
      if (!match.groups.start) return { days, startMinute: 0, endMinute: 1440 };
      return { days, startMinute: minutes(match.groups.start, window), endMinute: minutes(match.groups.end!, window) };
    });
}

/** Whether a window claims the local time `minute` (after midnight) of a day of the week. */
export function claims(window: TimeWindow, day: number, minute: number): boolean {
  if (window.startMinute < window.endMinute) return window.days.includes(day) && minute >= window.startMinute && minute < window.endMinute;
  // Crosses midnight: the evening part on its own days, the morning part on the days after.
  if (minute >= window.startMinute) return window.days.includes(day);
  return minute < window.endMinute && window.days.includes((day + 6) % 7);
}
