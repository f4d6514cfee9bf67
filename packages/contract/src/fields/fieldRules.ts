import * as texts from '../texts';
import { yearsBefore } from '../businessDate';
import type { DateRule } from './dateRules';
import type { FieldType } from './fieldTypes';
import { ADDRESS_PARTS, decodeAddress } from './address';
import { isIsoDate, isIsoDateTime, NO, YES } from './fieldValues';

/**
 * What the rules need to know about a field. Wizard display fields and section display fields
 * both satisfy it, so one rule set serves every form.
 */
export interface FieldRuleSpec {
  fieldType: FieldType;
  mandatory?: boolean | null;
  visible?: boolean | null;
  /** Int, Decimal and Money: most digits allowed ('Maximum {n} digits.'). */
  maxDigits?: number | null;
  /** Decimal and Money: most decimal places allowed ('Maximum {n} decimal places.'). */
  maxDecimalPlaces?: number | null;
  /** Date: a rule that also needs the business day (FieldRuleContext.today). */
  dateRule?: DateRule | null;
}

/** An account holder is an adult: at least this many years old. */
export const ACCOUNT_HOLDER_MIN_AGE = 16;

/** What the rules know besides the field: the company's business day (ISO date), when the caller has it. */
export interface FieldRuleContext {
  today?: string;
}

/** A date rule's message for a valid ISO date, given the business day. */
const dateRules: Record<DateRule, (isoDate: string, today: string) => string | null> = {
  accountHolderBirthDate: (isoDate, today) => {
    if (isoDate > today) return texts.fields.dateInFuture;
    return isoDate > yearsBefore(today, ACCOUNT_HOLDER_MIN_AGE) ? texts.fields.minimumAge(ACCOUNT_HOLDER_MIN_AGE) : null;
  },
};

/** The HTML standard's address pattern, with a dotted domain. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const WHOLE_NUMBER = /^-?\d+$/;
const NUMBER = /^-?(\d+)(?:\.(\d+))?$/;
const MONEY = /^-?\d+\.\d{2}$/;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

type ValueCheck = (value: string, field: FieldRuleSpec) => string | null;

const anyText: ValueCheck = () => null;
const yesOrNo: ValueCheck = (value) => (value === YES || value === NO ? null : texts.fields.invalidValue);
const dateOnly: ValueCheck = (value) => (isIsoDate(value) ? null : texts.fields.invalidDate);
const dateTime: ValueCheck = (value) => (isIsoDateTime(value) ? null : texts.fields.invalidDate);

/** Digits that count towards a maximum: leading zeros of the whole part do not. */
function digitCounts(value: string) {
  const match = NUMBER.exec(value);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+/, '');
  const places = match[2] ?? '';
  return { digits: whole.length + places.length, places: places.length };
}

/** The optional limits of spec 1 §5, on a text already known to be a number. */
function numberLimits(value: string, field: FieldRuleSpec): string | null {
  const counts = digitCounts(value)!;
  if (field.maxDigits != null && counts.digits > field.maxDigits) return texts.fields.maxDigits(field.maxDigits);
  if (field.maxDecimalPlaces != null && counts.places > field.maxDecimalPlaces) return texts.fields.maxDecimalPlaces(field.maxDecimalPlaces);
  return null;
}

const wholeNumber: ValueCheck = (value, field) => (WHOLE_NUMBER.test(value) ? numberLimits(value, field) : texts.fields.wholeNumber);
const decimal: ValueCheck = (value, field) => (NUMBER.test(value) ? numberLimits(value, field) : texts.fields.number);

/** Money has exactly 2 places, except that the rule is not applied to a required field (spec 1 §5). */
const money: ValueCheck = (value, field) => {
  if (!field.mandatory && !MONEY.test(value)) return texts.fields.money;
  return NUMBER.test(value) ? numberLimits(value, field) : texts.fields.number;
};

const address: ValueCheck = (value) => (decodeAddress(value) ? null : texts.fields.invalidAddress);

/** The rule for a non-empty value of each type; a missing entry is a compile error. */
const valueChecks: Record<FieldType, ValueCheck> = {
  Text: anyText,
  MultiText: anyText,
  Notes: anyText,
  LookUp: anyText,
  RadioButton: anyText,
  MultiSelect: anyText,
  Date: dateOnly,
  DateTime: dateTime,
  Boolean: yesOrNo,
  YesNo: yesOrNo,
  Int: wholeNumber,
  Decimal: decimal,
  Money: money,
  Image: anyText,
  IconName: anyText,
  ColorPicker: (value) => (COLOUR.test(value) ? null : texts.fields.invalidValue),
  AddressInput: address,
  LogoUploader: anyText,
  FileUpload: anyText,
  TermsCondition: yesOrNo,
  Hidden: anyText,
  Custom: anyText,
  CodeEditor: anyText,
  HelpLink: anyText,
  Email: (value) => (EMAIL.test(value) ? null : texts.fields.invalidEmail),
};

/** Types whose value is not the user's to give: never required, never checked. */
const UNCHECKED: ReadonlySet<FieldType> = new Set<FieldType>(['Hidden', 'HelpLink']);

/** Whether the rules apply at all: shown fields of checkable types. Both client and server ask this. */
export const isValidated = (field: FieldRuleSpec) => field.visible !== false && !UNCHECKED.has(field.fieldType);

function isBlank(field: FieldRuleSpec, value: string) {
  if (field.fieldType === 'AddressInput') {
    const parts = decodeAddress(value);
    return parts !== null && ADDRESS_PARTS.some((part) => parts[part].trim() === '');
  }
  return value.trim() === '';
}

/**
 * THE field rule (spec 1 §5): the message for a value, or null when it is acceptable.
 * Written once; the web's form resolver and the server's re-validation both call it. A date rule
 * applies when the caller passes the business day.
 * A value is text (or absent); anything else is refused.
 */
export function fieldError(field: FieldRuleSpec, value: unknown, context: FieldRuleContext = {}): string | null {
  if (!isValidated(field)) return null;
  if (value !== null && value !== undefined && typeof value !== 'string') return texts.fields.invalidValue;
  const text = value ?? '';
  if (field.fieldType === 'TermsCondition' && field.mandatory && text !== YES) return texts.fields.terms;
  if (field.mandatory && isBlank(field, text)) return texts.fields.required;
  if (text.trim() === '') return null;
  const problem = valueChecks[field.fieldType](text, field);
  if (problem || !field.dateRule || context.today === undefined) return problem;
  return dateRules[field.dateRule](text, context.today);
}
