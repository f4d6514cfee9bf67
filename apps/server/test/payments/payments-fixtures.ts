import { invoices, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import type { TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';

let numbers = 0;

/** An issued invoice of `total` due on `dueDate`, with its INVOICE transaction (as issuing writes them). */
export async function issuedInvoice(t: TestApp, scope: Scope, accountId: number, total: string, dueDate: string) {
  return withScope(t.database.db, scope, async (tx) => {
    const invoiceNumber = `PAY-${++numbers}`;
    const [row] = await tx
      .insert(invoices)
      .values({
        customerAccountId: accountId,
        invoiceNumber,
        invoiceDate: dueDate,
        dueDate,
        amountExGst: total,
        total,
        status: 'ISSUED',
        issuedAt: new Date().toISOString(),
      })
      .returning({ id: invoices.id });
    await tx.insert(transactions).values({
      customerAccountId: accountId,
      transactionDate: dueDate,
      transactionType: 'INVOICE',
      description: `Invoice ${invoiceNumber}`,
      reference: invoiceNumber,
      amount: total,
      invoiceId: row!.id,
    });
    return { id: row!.id, invoiceNumber };
  });
}
