import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DEFAULT_TIME_ZONE, ZERO_DATE } from '@wattle/contract';

dayjs.extend(customParseFormat);

// Dates and times only: money is formatted by the contract's formatMoney, so that screens showing only dates do not load decimal.js.
// The rules (docs/ux.md, "Dates and times"): every date a person reads or types is in the company's
// DATE_FORMAT; every time is the company's TIME_ZONE wall clock, whatever the browser's zone.

export type DateInput = string | Date | null | undefined;

/** A date with its time of day: the company's DATE_FORMAT and a 24-hour clock (seconds for logs). */
export const dateTimeFormatOf = (dateFormat: string, seconds = false) => `${dateFormat} ${seconds ? 'HH:mm:ss' : 'HH:mm'}`;

const isEmpty = (value: DateInput): value is null | undefined | '' => value === null || value === undefined || value === '' || value === ZERO_DATE;

/**
 * A calendar date (a due date, a period's end: YYYY-MM-DD) in the given dayjs format, as written:
 * no time zone moves it. Empty for no date, the zero date (0001-01-01) or an invalid value.
 */
export function formatDate(value: DateInput, format: string): string {
  if (isEmpty(value)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

const HAS_OFFSET = /^\d{4}-\d{2}-\d{2}[T ][\d:.]+(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * The instant a value stands for: a Date, or an ISO text with its offset (`…Z`, `…+10:00`,
 * PostgreSQL's `… 08:42:00+00`), as the API writes instants. Null for anything else: a calendar
 * date, or a date-time without an offset, which is already on the company's clock (report rows).
 */
export function instantOf(value: DateInput): Date | null {
  if (isEmpty(value)) return null;
  const text = value instanceof Date ? null : value.trim();
  if (text !== null && !HAS_OFFSET.test(text)) return null;
  const instant = text === null ? (value as Date) : new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The wall clock (YYYY-MM-DD HH:mm:ss) of a time zone at an instant; DEFAULT_TIME_ZONE's for a zone the browser does not know. */
function wallClock(instant: Date, timeZone: string | null | undefined): string {
  // Swedish writes dates and times the ISO way: 2024-12-05 19:47:00.
  const clockOf = (zone: string) => new Intl.DateTimeFormat('sv', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }).format(instant);
  try {
    return clockOf(timeZone || DEFAULT_TIME_ZONE);
  } catch {
    return clockOf(DEFAULT_TIME_ZONE);
  }
}

/**
 * A time (a sent email, a job's start, a report's run) on the company's clock, in the given dayjs
 * format: an instant is moved into the company's time zone; a date-time without an offset is
 * already on it and a calendar date has none, so both are shown as written. Empty for no value or
 * one that is no date.
 */
export function formatInstant(value: DateInput, format: string, timeZone: string | null | undefined): string {
  const instant = instantOf(value);
  // The company's wall clock read as a local date-time: dayjs formats it without a time-zone plugin.
  return instant ? dayjs(wallClock(instant, timeZone)).format(format) : formatDate(value, format);
}

/** Reads a date typed in the system date format; null when it does not fit. */
export function parseDate(text: string, format: string): Date | null {
  const date = dayjs(text, format, true);
  return date.isValid() ? date.toDate() : null;
}
