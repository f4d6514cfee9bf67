/**
 * From the standard time interval data is stored in (NEM12) to the site's local clock, by the
 * state's time zone (billing-rules §4 Clock): while daylight saving is in force a local clock
 * reads an hour later than standard time.
 */
import { dayNumber, dayOf } from './period';
import type { AustralianState, Day } from './types';

const ZONES: Record<AustralianState, { timeZone: string; standardMinutes: number }> = {
  NSW: { timeZone: 'Australia/Sydney', standardMinutes: 600 },
  ACT: { timeZone: 'Australia/Sydney', standardMinutes: 600 },
  VIC: { timeZone: 'Australia/Melbourne', standardMinutes: 600 },
  TAS: { timeZone: 'Australia/Hobart', standardMinutes: 600 },
  SA: { timeZone: 'Australia/Adelaide', standardMinutes: 570 },
  QLD: { timeZone: 'Australia/Brisbane', standardMinutes: 600 },
  NT: { timeZone: 'Australia/Darwin', standardMinutes: 570 },
  WA: { timeZone: 'Australia/Perth', standardMinutes: 480 },
};

/** The IANA time zone of a state's sites. */
export const stateTimeZone = (state: string): string => (ZONES as Partial<Record<string, { timeZone: string }>>)[state]?.timeZone ?? ZONES.NSW.timeZone;

/** The state a company's time zone stands for (Australia/Sydney: NSW, not ACT); null outside Australia. */
export const timeZoneState = (timeZone: string): AustralianState | null =>
  (Object.keys(ZONES) as AustralianState[]).find((state) => ZONES[state].timeZone === timeZone) ?? null;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const HALF_HOUR_MS = 30 * MINUTE_MS;
const formats = new Map<string, Intl.DateTimeFormat>();
/** UTC offset in minutes by zone and UTC half hour (transitions fall on half hours): one map a zone, keyed by number, no text key per interval. */
const offsets = new Map<string, Map<number, number>>();

function offsetMinutes(timeZone: string, utcMs: number): number {
  let zoneOffsets = offsets.get(timeZone);
  if (!zoneOffsets) offsets.set(timeZone, (zoneOffsets = new Map<number, number>()));
  const key = Math.floor(utcMs / HALF_HOUR_MS);
  let offset = zoneOffsets.get(key);
  if (offset === undefined) {
    let format = formats.get(timeZone);
    if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' })));
    const name = format.formatToParts(utcMs).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    zoneOffsets.set(key, offset);
  }
  return offset;
}

export interface LocalTime {
  day: Day;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minute: number;
}

/** The local date and time of a moment given as a standard-time date and minutes after its midnight. */
export function localTime(state: AustralianState, standardDay: Day, standardMinute: number): LocalTime {
  const zone = ZONES[state];
  const standardDayNumber = dayNumber(standardDay);
  const utcMs = (standardDayNumber * DAY_MINUTES + standardMinute - zone.standardMinutes) * MINUTE_MS;
  const shift = offsetMinutes(zone.timeZone, utcMs) - zone.standardMinutes;
  const minutes = standardMinute + shift;
  const dayShift = Math.floor(minutes / DAY_MINUTES);
  const localDayNumber = standardDayNumber + dayShift;
  return { day: dayShift === 0 ? standardDay : dayOf(localDayNumber), weekday: (localDayNumber + 4) % 7, minute: minutes - dayShift * DAY_MINUTES };
}
