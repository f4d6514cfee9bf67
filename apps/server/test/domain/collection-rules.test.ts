import { describe, expect, it } from 'vitest';
import { isReviewAmount, nextStep } from '../../src/modules/collections/collection.rules';

describe('collection rules (pure)', () => {
  it('escalates along the path reminder → final notice → disconnection warning → collections', () => {
    expect(nextStep({ treatmentType: 'REMINDER', status: 'SENT' })).toBe('FINAL_NOTICE');
    expect(nextStep({ treatmentType: 'FINAL_NOTICE', status: 'OPEN' })).toBe('DISCONNECTION_WARNING');
    expect(nextStep({ treatmentType: 'DISCONNECTION_WARNING', status: 'OPEN' })).toBe('COLLECTIONS');
  });

  it('does not escalate the last step, a payment extension or a resolved treatment', () => {
    expect(nextStep({ treatmentType: 'COLLECTIONS', status: 'OPEN' })).toBeNull();
    expect(nextStep({ treatmentType: 'PAYMENT_EXTENSION', status: 'OPEN' })).toBeNull();
    expect(nextStep({ treatmentType: 'REMINDER', status: 'RESOLVED' })).toBeNull();
  });

  it('reads the arrears review minimum balance as an amount of at most 2 decimals', () => {
    expect(['0', '50', '1234.5', '99.99'].every(isReviewAmount)).toBe(true);
    expect(['', '-5', '1.234', 'ten', '1e3'].some(isReviewAmount)).toBe(false);
  });
});
