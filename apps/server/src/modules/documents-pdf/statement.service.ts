import { statementFileName, texts, type StatementQuery } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { loadPdfLook } from './brand';
import { storeCustomerPdf } from './customer-documents';
import { balanceBefore, statementAccount, transactionsBetween } from './statement.repository';
import { renderStatementPdf, type StatementView } from './statement-pdf';
import type { Actor } from '../../lib/actor';

export interface DocumentDeps {
  files: { store: FileStore; scope: Scope };
  /** Runs work in a transaction of the caller's scope. */
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * GET /customers/{customerId}/statement (spec 3 §2.8): the main account's opening balance at
 * startDate, every transaction to endDate and the closing balance, as a branded PDF kept as a
 * STATEMENT document of the customer. Read in one transaction, rendered outside any, kept in a
 * second one.
 */
export async function customerStatement(deps: DocumentDeps, actor: Actor, customerId: number, range: StatementQuery) {
  const { view, look } = await deps.scoped(async (tx) => {
    const account = await statementAccount(tx, customerId);
    if (!account) throw notFound(texts.server.notFound);
    const [openingBalance, rows] = await inTurn([
      () => balanceBefore(tx, account.accountId, range.startDate),
      () => transactionsBetween(tx, account.accountId, range.startDate, range.endDate),
    ]);
    const statement: StatementView = { ...account, ...range, openingBalance, transactions: rows };
    return { view: statement, look: await loadPdfLook(tx, deps.files.store, deps.files.scope, account.brandId) };
  });
  const pdf = await renderStatementPdf(view, look);
  const fileName = statementFileName(view.accountNumber, range.startDate, range.endDate);
  await deps.scoped(async (tx) => {
    const documentId = await storeCustomerPdf(tx, deps.files, {
      customerId,
      categoryCode: 'STATEMENT',
      name: `${texts.billingPdf.statementTitle} ${range.startDate} - ${range.endDate}`,
      fileName,
      reference: view.accountNumber,
      documentDate: await businessDate(tx),
      pdf,
      insertUser: actor.username,
    });
    await audit(tx, { event: 'documents.statement', entity: 'documents', entityId: documentId, newValues: { customerId, ...range }, ...actor });
  });
  return { pdf, fileName };
}
