/**
 * The states of a billing exception (billing-rules §7) that matter to a draft. OPEN: raised, not yet
 * reviewed; HELD: kept out of billing on purpose; APPROVED: billed as it is; RELEASED: the hold
 * lifted, billed again.
 */

/** Exceptions that keep a draft from being issued: not yet reviewed, or held on purpose. */
export const BLOCKING_EXCEPTIONS = ['OPEN', 'HELD'] as const;

/**
 * Exceptions a user may approve (bill as they are): only those not yet reviewed. A HELD exception
 * was kept out by a decision; Release is what lifts that decision, so Approve does not override it.
 */
export const APPROVABLE_EXCEPTIONS = ['OPEN'] as const;
