import { building as texts } from '../texts/building';
import { BILLING_DAY, BUILDING_LIMITS, type Building } from './building';

/**
 * The building rules of spec 3 §5.2, written once: the Edit Building dialog checks with them as the
 * user types and the server refuses a building they find fault with.
 */

/** Letters, digits, underscores and hyphens, starting with a letter or underscore, never "xml" in any case. */
const KEY_FORMAT = /^(?!xml)[A-Za-z_][A-Za-z0-9_-]*$/i;

export const isValidAttributeKey = (key: string) => KEY_FORMAT.test(key);

/** What is wrong with a billing day as typed (blank is fine), or null. */
export function billingDayError(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) return texts.billingDayWhole;
  const day = Number(text);
  return day < BILLING_DAY.min || day > BILLING_DAY.max ? texts.billingDayRange : null;
}

export interface BuildingIssue {
  path: string;
  message: string;
}

/** Every issue of a building as saved (the dialog's attribute list is already a dictionary here). */
export function buildingIssues(b: Pick<Building, 'buildingCode' | 'billingDay' | 'attributesDictionary'>): BuildingIssue[] {
  const issues: BuildingIssue[] = [];
  if (b.buildingCode.trim() === '') issues.push({ path: 'buildingCode', message: texts.codeRequired });
  else if (b.buildingCode.trim().length > BUILDING_LIMITS.codeLength)
    issues.push({ path: 'buildingCode', message: texts.codeTooLong(BUILDING_LIMITS.codeLength) });
  if (b.billingDay !== null) {
    const error = billingDayError(String(b.billingDay));
    if (error) issues.push({ path: 'billingDay', message: error });
  }
  for (const key of Object.keys(b.attributesDictionary)) {
    if (!isValidAttributeKey(key)) issues.push({ path: `attributesDictionary.${key}`, message: `${texts.invalidKeyTitle}: ${texts.invalidKeyText}` });
  }
  return issues;
}

/** One row of the dialog's attribute list. */
export interface AttributeRow {
  key: string;
  value: string;
}

/** The message of each attribute row (key format, duplicates), or null where the row is fine; empty keys are not judged here. */
export function attributeRowErrors(rows: readonly AttributeRow[]): (string | null)[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = row.key.trim().toLowerCase();
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return rows.map((row) => {
    const key = row.key.trim();
    if (key === '') return null;
    if (!isValidAttributeKey(key)) return texts.invalidKeyTitle;
    return (seen.get(key.toLowerCase()) ?? 0) > 1 ? texts.duplicateKey : null;
  });
}

/** Building attributes the product itself reads (docs/metering.md). */
export const BUILDING_ATTRIBUTES = {
  /** Unaccounted share of a day above which the building is listed for reconciliation, in percent. */
  reconciliationThreshold: 'RECON_THRESHOLD_PCT',
} as const;
export const DEFAULT_RECONCILIATION_THRESHOLD_PCT = 5;
