import { z } from 'zod';
import { isTimeZone } from '../businessDate';
import { textId } from '../ids';
import { PARAMS } from '../constants';
import { allows, allowsWrite, ROLES } from '../policy';
import { sections as sectionTexts } from '../texts/sections';
import { settings as settingsText } from '../texts/settings';
import { systemSettings as systemSettingsText } from '../texts/systemSettings';
import { ledger as ledgerText } from '../texts/ledger';
import type { SystemParameter } from '../users/system-parameters';

export { systemParameterListSchema as systemSettingListSchema } from '../users/system-parameters';

type Visibility = Pick<SystemParameter, 'userVisible' | 'access'>;

/**
 * Spec 3 §6: a developer sees every parameter and may edit any; an administrator sees those
 * flagged userVisible and edits those of them flagged access (user-accessible); anyone else opens
 * the screen read-only (Edit disabled): they see what an administrator sees and edit none.
 */
export const maySeeSystemSetting = (roles: readonly string[], p: Visibility) => allows([ROLES.developer], roles) || p.userVisible;
export const mayEditSystemSetting = (roles: readonly string[], p: Visibility) =>
  allowsWrite([ROLES.developer], roles) || (allowsWrite([ROLES.admin], roles) && p.userVisible && p.access);
/** The Parameter Code column and the user-accessible flag are shown to developers only. */
export const seesParameterCodes = (roles: readonly string[]) => allows([ROLES.developer], roles);

const NUMBER = /^-?\d+(\.\d+)?$/;
/** An amount of money charged (a fee): at most two decimals, never negative. */
const FEE = /^\d{1,10}(\.\d{1,2})?$/;
/** Parameters a company may leave blank: nothing is charged or printed. */
const MAY_BE_BLANK: readonly string[] = [PARAMS.dishonourFee, PARAMS.adjustmentApprovalLimit];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where a help topic or a link parameter (parameter type `link`) may lead: a page of this
 * application (a path starting with one '/') or an https:// address.
 */
export function isLinkAddress(text: string): boolean {
  if (/^\/(?!\/)\S*$/.test(text)) return true;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with a new value for the parameter (spec 3 §5.7), or null. */
export function systemSettingValueProblem(p: Pick<SystemParameter, 'code' | 'parameterType'>, value: string): string | null {
  // A blank address (a link or an email) means the in-product page.
  if (!value.trim()) return MAY_BE_BLANK.includes(p.code) || p.parameterType === 'link' || p.parameterType === 'email' ? null : settingsText.settingRequired;
  if (p.code === PARAMS.dishonourFee && !FEE.test(value.trim())) return systemSettingsText.badFee;
  if (p.code === PARAMS.adjustmentApprovalLimit && !FEE.test(value.trim())) return ledgerText.badLimit;
  if (p.parameterType === 'number' && !NUMBER.test(value.trim())) return sectionTexts.numberParameter;
  if (p.parameterType === 'boolean' && value !== 'Y' && value !== 'N') return sectionTexts.booleanParameter;
  if (p.code === PARAMS.timeZone && !isTimeZone(value.trim())) return systemSettingsText.badTimeZone;
  if (p.parameterType === 'link' && !isLinkAddress(value.trim())) return systemSettingsText.badLinkAddress;
  if (p.parameterType === 'email' && !EMAIL.test(value.trim())) return systemSettingsText.badEmail;
  return null;
}

export const systemSettingIdParams = z.object({ id: textId });
export const systemSettingUpdateSchema = z.object({ parameter: z.string().max(500) });
export type SystemSettingUpdate = z.infer<typeof systemSettingUpdateSchema>;
