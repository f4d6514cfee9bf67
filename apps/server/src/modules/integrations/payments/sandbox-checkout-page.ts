/** The sandbox's hosted payment page (like Stripe Checkout's): the amount, a card number field and a Pay button. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cents as dollars and cents, exactly (whole numbers only). */
const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The test cards the sandbox knows, as the provider documents them. */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INVALID = 'Your card number is invalid.';

export interface CheckoutPage {
  amountCents: number;
  description: string;
  cancelUrl: string;
  error: string | null;
  paid: boolean;
}

export function checkoutPageHtml(page: CheckoutPage): string {
  const amount = `$${centsText(page.amountCents)} AUD`;
  const body = page.paid
    ? `<p role="status">This payment is complete.</p>`
    : `<form method="post">
  <p><label for="cardNumber">Card number</label><br><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></p>
  <p><label for="expiry">Expiry (MM / YY)</label><br><input id="expiry" name="expiry" autocomplete="cc-exp" value="12 / 34"></p>
  <p><label for="cvc">CVC</label><br><input id="cvc" name="cvc" autocomplete="cc-csc" value="123"></p>
  ${page.error ? `<p role="alert">${escape(page.error)}</p>` : ''}
  <button type="submit">Pay ${escape(amount)}</button>
</form>
<p><a href="${escape(page.cancelUrl)}">Cancel</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay ${escape(amount)} · Sandbox payments</title></head>
<body><main><h1>Pay ${escape(amount)}</h1><p>${escape(page.description)}</p>
${body}
</main></body></html>`;
}
