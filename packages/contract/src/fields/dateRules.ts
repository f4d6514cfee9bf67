/** Rules for a Date field beyond its format, applied by fieldRules with the business day. */
export const DATE_RULES = ['accountHolderBirthDate'] as const;
export type DateRule = (typeof DATE_RULES)[number];
