import { defineEndpoint } from '../endpoint';
import {
  brandCodeParams,
  customerAccountResponseSchema,
  customerIdParams,
  customerSummaryResponseSchema,
  myAccountTokenResponseSchema,
  myAccountUrlResponseSchema,
  partyIdParams,
} from './customerAccount';
import { instantInvoicePreviewQuerySchema, instantInvoiceQuerySchema, instantInvoiceResponseSchema } from './instantInvoice';
import { nextInvoiceDueDateQuerySchema, nextInvoiceDueDateResponseSchema, statementQuerySchema } from './statement';

const tags = ['customers'];
const errors = [400, 404];

/** Spec 3 §7 Customer: the account, the summary header and the customer-portal links. */
export const customerEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/account',
    params: customerIdParams,
    response: customerAccountResponseSchema,
    errors,
    tags,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/summary',
    params: customerIdParams,
    response: customerSummaryResponseSchema,
    errors,
    tags,
  }),
  /** The brand's customer-portal address, as bare text. */
  myAccountUrl: defineEndpoint({
    method: 'GET',
    path: '/system-config/:brandCode/my-account-url',
    params: brandCodeParams,
    response: myAccountUrlResponseSchema,
    errors,
    tags,
  }),
  /** The account statement from startDate to endDate (opening balance, every transaction, closing balance), a PDF kept as a document of the customer. */
  statement: defineEndpoint({
    kind: 'download',
    method: 'POST',
    path: '/customers/:customerId/statement',
    params: customerIdParams,
    query: statementQuerySchema,
    errors,
    tags,
  }),
  /** The due date of an invoice dated invoiceDate (default today): payment terms, then the next business day. */
  nextInvoiceDueDate: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/next-invoice-due-date',
    params: customerIdParams,
    query: nextInvoiceDueDateQuerySchema,
    response: nextInvoiceDueDateResponseSchema,
    errors,
    tags,
  }),
  /** The customer's invoices up to invoiceDate, one PDF per product type: previewed (nothing saved) or generated through a bill run. */
  instantInvoice: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/invoice',
    params: customerIdParams,
    query: instantInvoiceQuerySchema,
    response: instantInvoiceResponseSchema,
    errors: [400, 403, 404, 409],
    tags,
  }),
  /** The same invoices previewed only: rated and rendered, nothing saved. */
  instantInvoicePreview: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/invoice',
    params: customerIdParams,
    query: instantInvoicePreviewQuerySchema,
    response: instantInvoiceResponseSchema,
    errors: [400, 404, 409],
    tags,
  }),
  /** Mints a one-off customer-portal token for the contact (only its hash is kept). */
  myAccountToken: defineEndpoint({
    method: 'POST',
    path: '/contacts/:partyId/my-account-token',
    params: partyIdParams,
    response: myAccountTokenResponseSchema,
    errors,
    tags,
  }),
};
