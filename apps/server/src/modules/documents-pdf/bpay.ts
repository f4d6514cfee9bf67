/**
 * The BPAY customer reference number of an account: the account number's digits followed by a
 * Luhn (MOD10V01) check digit, so that the customer's bank refuses a mistyped reference.
 */
export function bpayReference(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  if (!digits) return '';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
