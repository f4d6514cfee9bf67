import type { customerAccounts, treatments } from '../../db/schema/index';

export type TreatmentType = (typeof treatments.treatmentType.enumValues)[number];
export type CreditStatus = (typeof customerAccounts.creditStatus.enumValues)[number];

/** The collection path of overdue debt: each step's next one. */
const NEXT_STEP: Partial<Record<TreatmentType, TreatmentType>> = {
  REMINDER: 'FINAL_NOTICE',
  FINAL_NOTICE: 'DISCONNECTION_WARNING',
  DISCONNECTION_WARNING: 'COLLECTIONS',
};

/** The step a treatment escalates to; null when it is the last step or already resolved. */
export function nextStep(treatment: { treatmentType: string | null; status: string | null }): TreatmentType | null {
  if (treatment.status === 'RESOLVED') return null;
  return NEXT_STEP[treatment.treatmentType as TreatmentType] ?? null;
}

/** Accounts the arrears queue acts on: flagged in arrears (reminder, escalation) or also in collections (resolve). */
export const IN_ARREARS: readonly CreditStatus[] = ['ARREARS'];
export const ARREARS_OR_COLLECTIONS: readonly CreditStatus[] = ['ARREARS', 'COLLECTIONS'];

/** The arrears review's minimum balance: an amount of at most 12 digits and 2 decimals. */
export const isReviewAmount = (text: string) => /^\d{1,12}(\.\d{1,2})?$/.test(text);
