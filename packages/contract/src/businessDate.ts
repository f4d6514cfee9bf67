/**
 * The company's business day: "today" in its TIME_ZONE system parameter, whatever the clock of the
 * server or the browser. Pure date arithmetic shared by both sides (server lib/business-date.ts,
 * web hooks/useBusinessDate.ts).
 */

import { DEFAULT_TIME_ZONE } from './constants';

/** A Date field's default value that stands for the business day when a new record is added. */
export const TODAY_DEFAULT = '@today';

/** Whether a text is an IANA time zone this runtime knows. */
export function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/** A time zone this runtime knows, else DEFAULT_TIME_ZONE. */
export const knownTimeZone = (timeZone: string | null | undefined): string => (timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);

/** The ISO date (YYYY-MM-DD) at `now` in a time zone; an unknown or missing zone counts as DEFAULT_TIME_ZONE. */
export function businessDateIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: knownTimeZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The same calendar day `years` earlier (an ISO date). 29 February falls back to the 28th, so
 * someone born on 29 February comes of age on 1 March.
 */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** How far (ms) the wall clock of a time zone is ahead of UTC at an instant. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of an ISO date falls on in a time zone. A time skipped by a
 * daylight-saving change counts as the hour after it; a repeated one as its first occurrence.
 */
export function zonedInstant(isoDate: string, hour: number, minute: number, timeZone: string | null | undefined): Date {
  const zone = knownTimeZone(timeZone);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // A zone's offset changes at most once within a day either side: try the offsets on both sides.
  const before = wall - zoneOffset(zone, wall - DAY_MS);
  const after = wall - zoneOffset(zone, wall + DAY_MS);
  const valid = [before, after].filter((t) => t + zoneOffset(zone, t) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** The ISO date `days` after another (negative: before). */
export function addIsoDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
