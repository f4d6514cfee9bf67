import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customerAccount';
import { paymentFileReportSchema, paymentImportParams, paymentImportSchema } from './imports';
import { dishonourPaymentSchema, paymentDishonouredSchema, paymentIdParams } from './dishonour';
import { paymentRecordedSchema, recordPaymentSchema } from './payment';
import { recordRefundSchema, refundRecordedSchema } from './refund';

const tags = ['payments'];

/** Money in (issue 26, docs/payments.md); amounts as decimal strings, dates YYYY-MM-DD. */
export const paymentsEndpoints = {
  record: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/payments',
    params: customerIdParams,
    body: recordPaymentSchema,
    response: paymentRecordedSchema,
    errors: [400, 403, 404],
    tags,
    summary: "Record a payment: allocated to the customer's issued invoices, oldest due date first",
  }),
  /** Multipart: `file`, `format` (BANK_CSV or BPAY) and `dryRun` ('true': report only). */
  importFile: defineEndpoint({
    method: 'POST',
    path: '/payments/imports',
    kind: 'upload',
    response: paymentFileReportSchema,
    errors: [400, 403, 413],
    audit: 'payments.import',
    tags,
    summary: 'Check a payment file (dry run), or apply it: its lines are paid in by a job',
  }),
  import: defineEndpoint({
    method: 'GET',
    path: '/payments/imports/:importId',
    params: paymentImportParams,
    response: paymentImportSchema,
    errors: [404],
    tags,
    summary: "A payment file import's progress",
  }),
  dishonour: defineEndpoint({
    method: 'POST',
    path: '/payments/:id/dishonour',
    params: paymentIdParams,
    body: dishonourPaymentSchema,
    response: paymentDishonouredSchema,
    errors: [400, 403, 404, 409],
    tags,
    summary: 'Dishonour a cleared payment: its allocations reversed, the dishonour fee charged, the collection path moved on',
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/refunds',
    params: customerIdParams,
    body: recordRefundSchema,
    response: refundRecordedSchema,
    errors: [400, 403, 404, 409],
    tags,
    summary: "Pay back the customer's credit, never more than the credit balance",
  }),
};
