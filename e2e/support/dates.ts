import type { Locator } from '@playwright/test';

/** An ISO date (YYYY-MM-DD) as the e2e companies show and take it: their DATE_FORMAT is DD/MM/YYYY. */
export const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Types digits into a date picker as a person does (01112026), after clearing what it held. */
export async function typeDate(input: Locator, digits: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(digits);
}
