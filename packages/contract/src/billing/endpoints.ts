import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  accountAcceptedSchema,
  accountReratedSchema,
  billRunAccountParams,
  billRunCancelledSchema,
  billRunIdParams,
  billRunIssuedSchema,
  billRunSchema,
  billRunStartedSchema,
  billRunStartSchema,
} from './billRuns';
import {
  creditNoteCreatedSchema,
  creditNoteSchema,
  rebillSchema,
  rebillStartedSchema,
  invoiceIdParams,
  invoiceListQuery,
  invoicePageSchema,
  invoiceSchema,
  utilityAccountReadsParams,
  utilityAccountReadsQuery,
  utilityAccountReadsSchema,
} from './invoices';

const tags = ['billing'];
const errors = [400, 403, 404];

/** Bill runs and invoices (issue 14, docs/billing.md); money as decimal strings, dates YYYY-MM-DD. */
export const billingEndpoints = {
  startRun: defineEndpoint({
    method: 'POST',
    path: '/billing/bill-runs',
    body: billRunStartSchema,
    response: billRunStartedSchema,
    errors: [400, 403, 409],
    tags,
    summary: 'Start a bill run (ADMIN)',
  }),
  runs: defineEndpoint({ method: 'GET', path: '/billing/bill-runs', response: z.array(billRunSchema), tags, summary: 'Bill runs, newest first' }),
  run: defineEndpoint({ method: 'GET', path: '/billing/bill-runs/:id', params: billRunIdParams, response: billRunSchema, errors, tags }),
  issueRun: defineEndpoint({
    method: 'POST',
    path: '/billing/bill-runs/:id/issue',
    params: billRunIdParams,
    response: billRunIssuedSchema,
    errors: [...errors, 409],
    tags,
    summary: 'Issue the drafts without open exceptions',
  }),
  cancelRun: defineEndpoint({
    method: 'POST',
    path: '/billing/bill-runs/:id/cancel',
    params: billRunIdParams,
    response: billRunCancelledSchema,
    errors: [...errors, 409],
    tags,
    summary: 'Cancel a run: its drafts are removed, issued invoices stay',
  }),
  acceptExceptions: defineEndpoint({
    method: 'POST',
    path: '/billing/bill-runs/:id/accounts/:customerAccountId/accept',
    params: billRunAccountParams,
    response: accountAcceptedSchema,
    errors: [...errors, 409],
    tags,
    summary: "Accept the account's open exceptions of the run: its draft becomes issuable",
  }),
  rerateAccount: defineEndpoint({
    method: 'POST',
    path: '/billing/bill-runs/:id/accounts/:customerAccountId/rerate',
    params: billRunAccountParams,
    response: accountReratedSchema,
    errors: [...errors, 409],
    tags,
    summary: "Rate the account's bill of the run again from current data, replacing its draft",
  }),
  invoices: defineEndpoint({ method: 'GET', path: '/billing/invoices', query: invoiceListQuery, response: invoicePageSchema, errors, tags }),
  invoice: defineEndpoint({ method: 'GET', path: '/billing/invoices/:id', params: invoiceIdParams, response: invoiceSchema, errors, tags }),
  /** The invoice as a branded PDF: an issued invoice's is drawn once and kept as an INVOICE document of the customer, a draft's each time. */
  invoicePdf: defineEndpoint({ kind: 'download', method: 'GET', path: '/billing/invoices/:id/pdf', params: invoiceIdParams, errors, tags }),
  creditNote: defineEndpoint({
    method: 'POST',
    path: '/billing/invoices/:id/credit-note',
    params: invoiceIdParams,
    body: creditNoteSchema,
    response: creditNoteCreatedSchema,
    errors: [...errors, 409],
    tags,
  }),
  rebill: defineEndpoint({
    method: 'POST',
    path: '/billing/invoices/:id/rebill',
    params: invoiceIdParams,
    body: rebillSchema,
    response: rebillStartedSchema,
    errors: [...errors, 409],
    tags,
    summary: 'Cancel and rebill (ADMIN): a full credit note, the invoice VOID, and a bill run of its period for the account',
  }),
  utilityAccountReads: defineEndpoint({
    method: 'GET',
    path: '/billing/utility-accounts/:id/reads',
    params: utilityAccountReadsParams,
    query: utilityAccountReadsQuery,
    response: utilityAccountReadsSchema,
    errors,
    tags,
  }),
};
