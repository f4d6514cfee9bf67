import { expect } from 'vitest';
import { glAccounts, invoiceLines, invoices, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import type { AccountingSandbox } from '../../src/modules/integrations/accounting/sandbox-server';
import { as, type TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';

type Caller = ReturnType<typeof as>;

/** Connects the accounting provider the way a browser does: Wattle's redirect, the sandbox's Allow button, the callback. */
export async function connectAccounting(caller: Caller, cookie: string, sandbox: AccountingSandbox) {
  const start = await caller({ method: 'GET', url: '/api/redirect-to-xero-integration' });
  expect(start.statusCode).toBe(302);
  const grantCookie = start.cookies.find((c) => c.name === 'wattle_accounting_grant')!;
  const html = await (await fetch(start.headers.location as string)).text();
  const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#38;/g, '&')]));
  const approved = await fetch(new URL('/oauth/authorize', sandbox.url), {
    method: 'POST',
    body: new URLSearchParams({ ...fields, decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  const landed = await caller({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${cookie}; ${grantCookie.name}=${grantCookie.value}` },
  });
  expect(landed.headers.location).toBe('/integration?xeroConnectionStatus=success');
}

let numbers = 0;

/**
 * An issued invoice of two lines on two ledger accounts, as issuing writes it: gas usage 60.00 +
 * GST 6.00 on 4010 and supply 40.00 + GST 4.00 on 4100, total 110.00.
 */
export async function twoLineInvoice(t: TestApp, scope: Scope, accountId: number, date: string) {
  return withScope(t.database.db, scope, async (tx) => {
    const gl = await tx.select({ id: glAccounts.id, code: glAccounts.code }).from(glAccounts);
    const glId = (code: string) => gl.find((g) => g.code === code)!.id;
    const invoiceNumber = `POST-${++numbers}`;
    const [row] = await tx
      .insert(invoices)
      .values({
        customerAccountId: accountId,
        invoiceNumber,
        invoiceDate: date,
        dueDate: date,
        amountExGst: '100.00',
        gst: '10.00',
        total: '110.00',
        status: 'ISSUED',
        issuedAt: new Date().toISOString(),
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values([
      {
        invoiceId: row!.id,
        lineNumber: 1,
        description: 'Gas usage',
        quantity: '120',
        unitRate: '0.5',
        amount: '60.00',
        gst: '6.00',
        glAccountId: glId('4010'),
      },
      {
        invoiceId: row!.id,
        lineNumber: 2,
        description: 'Supply charge',
        quantity: '40',
        unitRate: '1',
        amount: '40.00',
        gst: '4.00',
        glAccountId: glId('4100'),
      },
    ]);
    await tx.insert(transactions).values({
      customerAccountId: accountId,
      transactionDate: date,
      transactionType: 'INVOICE',
      description: `Invoice ${invoiceNumber}`,
      reference: invoiceNumber,
      amount: '110.00',
      invoiceId: row!.id,
    });
    return { id: row!.id, invoiceNumber };
  });
}
