import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints, customerEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { cancelRun, issueRun, previewIssue, previewSelection, readLeftOut, startRun, readRun, readRuns, selectionOf } from './bill-run.service';
import { acceptAccountExceptions, rerateAccount } from './exception-review.service';
import { instantInvoice, type InstantInvoiceRequest } from './instant-invoice.service';
import { creditInvoice, listInvoices, readInvoice } from './invoices.service';
import { utilityAccountReads } from './reads.service';
import { rebillInvoice } from './rebill.service';

/** Bill runs, invoices, credit notes and the instant invoice (issue 14, docs/billing.md); the policy keeps the billing decisions to ADMIN users. */
export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, billingEndpoints.startRun, async (request) => {
    const { periodTo, invoiceDate, dryRun } = request.body;
    const run = { periodTo, invoiceDate, dryRun, selection: selectionOf(request.body), requestedBy: request.user().username };
    return { id: await request.scoped((tx) => startRun(tx, request.scope(), run, request.actor())) };
  });
  registerEndpoint(app, billingEndpoints.previewRun, (request) =>
    request.scoped((tx) => previewSelection(tx, selectionOf(request.body), request.body.periodTo)),
  );
  registerEndpoint(app, billingEndpoints.runs, (request) => request.scoped((tx) => readRuns(tx)));
  registerEndpoint(app, billingEndpoints.leftOut, (request) => request.scoped((tx) => readLeftOut(tx, request.params.id)));
  registerEndpoint(app, billingEndpoints.run, (request) => request.scoped((tx) => readRun(tx, request.params.id)));
  registerEndpoint(app, billingEndpoints.issuePreview, (request) => request.scoped((tx) => previewIssue(tx, request.params.id)));
  registerEndpoint(app, billingEndpoints.issueRun, (request) => request.scoped((tx) => issueRun(tx, request.params.id, request.actor())));
  registerEndpoint(app, billingEndpoints.cancelRun, (request) => request.scoped((tx) => cancelRun(tx, request.params.id, request.actor())));
  registerEndpoint(app, billingEndpoints.acceptExceptions, (request) =>
    request.scoped((tx) => acceptAccountExceptions(tx, request.params.id, request.params.customerAccountId, request.actor())),
  );
  registerEndpoint(app, billingEndpoints.rerateAccount, (request) =>
    request.scoped((tx) => rerateAccount(tx, request.params.id, request.params.customerAccountId, request.actor())),
  );

  registerEndpoint(app, billingEndpoints.invoices, (request) => {
    const { page, pageSize, ...filter } = request.query;
    return request.scoped((tx) => listInvoices(tx, filter, page, pageSize));
  });
  registerEndpoint(app, billingEndpoints.invoice, (request) => request.scoped((tx) => readInvoice(tx, request.params.id)));
  registerEndpoint(app, billingEndpoints.creditNote, (request) =>
    request.scoped((tx) => creditInvoice(tx, request.params.id, { ...request.body, actor: request.actor() })),
  );
  registerEndpoint(app, billingEndpoints.rebill, (request) =>
    request.scoped((tx) => rebillInvoice(tx, request.params.id, { reason: request.body.reason, actor: request.actor(), scope: request.scope() })),
  );
  const invoiceNow = (request: FastifyRequest, customerId: number, query: InstantInvoiceRequest) => {
    return instantInvoice({ database: app.database, files: app.files, scope: request.scope() }, request.actor(), customerId, query);
  };
  registerEndpoint(app, customerEndpoints.instantInvoice, (request) => invoiceNow(request, request.params.customerId, request.query));
  registerEndpoint(app, customerEndpoints.instantInvoicePreview, (request) =>
    invoiceNow(request, request.params.customerId, { ...request.query, preview: true }),
  );
  registerEndpoint(app, billingEndpoints.utilityAccountReads, (request) => request.scoped((tx) => utilityAccountReads(tx, request.params.id, request.query)));
}
