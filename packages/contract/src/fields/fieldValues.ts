import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DEFAULT_COLOUR } from '../constants';
import type { FieldType } from './fieldTypes';

dayjs.extend(customParseFormat);

/**
 * How each field type's value travels as text (spec 1 §5): the form state, the wizard submission
 * and the section save all carry these exact strings.
 */
export const YES = 'Y';
export const NO = 'N';
export type YesNo = typeof YES | typeof NO;
export const yesNo = (flag: boolean): YesNo => (flag ? YES : NO);

/** A multi-select stores the chosen ids joined by '|'. */
export const MULTI_SELECT_SEPARATOR = '|';
export const joinMultiSelect = (ids: readonly string[]) => ids.join(MULTI_SELECT_SEPARATOR);
export const splitMultiSelect = (value: string | null | undefined): string[] => (value ? value.split(MULTI_SELECT_SEPARATOR).filter((id) => id !== '') : []);

/** Dates are stored as ISO text; DateTime without a zone (the company's local time). */
export const ISO_DATE = 'YYYY-MM-DD';
export const ISO_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';
/** What a date picker stores when the typed text is not a date, so the rule can say 'Invalid date.'. */
export const INVALID_DATE = 'Invalid Date';

/** Years 0000–0099 are refused, as dayjs's strict parse refuses them. */
const ISO_DATE_TEXT = /^(?!00)(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A real calendar day written YYYY-MM-DD (worked out without dayjs or Date: a CSV upload asks this 50,000 times). */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE_TEXT.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
export const isIsoDateTime = (value: string) => dayjs(value, ISO_DATE_TIME, true).isValid();

/** Reads text typed in the company's DATE_FORMAT; the ISO date, or null when it does not fit the format. */
export function parseDisplayDate(text: string, dateFormat: string): string | null {
  const parsed = dayjs(text.trim(), dateFormat, true);
  return parsed.isValid() ? parsed.format(ISO_DATE) : null;
}

/** Shows a stored ISO date (or date-time) in the company's DATE_FORMAT; other text is shown as is. */
export function formatDisplayDate(value: string, dateFormat: string): string {
  const parsed = dayjs(value.slice(0, ISO_DATE.length), ISO_DATE, true);
  return parsed.isValid() ? parsed.format(dateFormat) : value;
}

/** What a field of each type starts with when neither the server nor its definition gives a value. */
export function typeDefaultValue(fieldType: FieldType): string {
  if (fieldType === 'ColorPicker') return DEFAULT_COLOUR;
  if (fieldType === 'Boolean' || fieldType === 'TermsCondition') return NO;
  return '';
}
