import { expect, type Page } from '@playwright/test';

/** How many customers the Bulk Messaging preview says will receive the message (shown before Confirm). */
export async function bulkAudienceOf(page: Page): Promise<number> {
  const line = page.getByText(/ chosen customer\(s\) will receive this message\.$/);
  await expect(line).toBeVisible();
  return Number(/^(\d+) of/.exec((await line.textContent()) ?? '')![1]);
}
