/** Driving a WizardDialog the way a user does: by labels, roles and the buttons' names. */
import { expect, type Locator, type Page } from '@playwright/test';

export class WizardDriver {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name });
  }

  /** A page is shown once the server answered (definition, next index, initial values): allow for a busy machine. */
  async onPage(title: string) {
    await expect(this.dialog.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 30_000 });
  }

  /** A text box (text, number, email, date, a part of an address) by its label. */
  field(label: string | RegExp) {
    return this.dialog.getByRole('textbox', { name: label });
  }

  async fill(label: string | RegExp, value: string) {
    const input = this.field(label);
    await input.fill(value);
    await input.blur();
  }

  /** A date picker input typed as a user types, in the company's DATE_FORMAT (DD/MM/YYYY). */
  async typeDate(label: string | RegExp, digits: string) {
    const input = this.field(label);
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await input.pressSequentially(digits);
    await input.blur();
  }

  /** A LookUp drop-down. */
  async choose(label: string | RegExp, option: string | RegExp) {
    await this.dialog.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async radio(name: string) {
    await this.dialog.getByRole('radio', { name, exact: true }).check();
  }

  /** An address; the state is chosen from its list by name (New South Wales). */
  async address(parts: { street: string; suburb: string; state: string; postcode: string }) {
    await this.fill('Street', parts.street);
    await this.fill('Suburb', parts.suburb);
    await this.choose('State', parts.state);
    await this.fill('Postcode', parts.postcode);
  }

  button(name: 'Next' | 'Previous' | 'Save' | 'Cancel') {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  async next(nextTitle: string) {
    await this.button('Next').click();
    await this.onPage(nextTitle);
  }

  async previous(previousTitle: string) {
    await this.button('Previous').click();
    await this.onPage(previousTitle);
  }

  /** The message under a field (the rule's message). */
  async expectMessage(message: string) {
    await expect(this.dialog.getByText(message, { exact: true }).first()).toBeVisible();
  }

  /** Save, confirm 'Are you sure?', and expect the server's success message; the dialog closes. */
  async save(successMessage: string | RegExp) {
    await this.button('Save').click();
    const confirm = this.page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const popup = this.page.getByRole('dialog', { name: 'Success!' });
    await expect(popup.getByText(successMessage)).toBeVisible();
    const text = (await popup.getByText(successMessage).textContent()) ?? '';
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(this.dialog).toBeHidden();
    return text;
  }
}
