import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customerAccount';
import { paymentRecordedSchema, recordPaymentSchema } from './payment';

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
};
