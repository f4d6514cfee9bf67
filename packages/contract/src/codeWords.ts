/** Codes whose words are not their title case (an acronym stays in capitals). */
export const CODE_WORDS: Readonly<Record<string, string>> = { CPAP: 'CPAP' };

/** An upper-case code as the words users see: HEALTH_CARE → Health Care, CPAP → CPAP. */
export const codeWords = (code: string) =>
  CODE_WORDS[code] ??
  code
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
