import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../../../db/client';
import { sqlRows } from '../../../../db/sql-rows';
import { glAccounts } from '../../../../db/schema/index';
import type { ProviderDocument } from '../accounting-provider';
import { mappingsOf } from '../accounting.repository';
import { ledgerPaths } from '../sandbox-ledger';
import type { Posting } from './posting.repository';

const t = texts.accounting;

/** Where the company's documents go at the provider: its saved journal and receipt account mappings. */
export interface PostingAccounts {
  /** General-ledger account code → the provider account its journals post to. */
  journal: ReadonlyMap<string, string>;
  /** The provider's bank account that receives payments: the first receipt account chosen (by code). */
  receipt: string | null;
  /** The provider account mapped to the general ledger's receivable account (the first by code). */
  receivable: string | null;
  /** The provider account mapped to the general ledger's first revenue account (by code): for invoice lines without an account. */
  revenue: string | null;
}

export async function postingAccounts(tx: Tx, integrationId: number): Promise<PostingAccounts> {
  const journalRows = await mappingsOf(tx, integrationId, 'JOURNAL');
  const journal = new Map(journalRows.filter((m) => m.externalAccountCode).map((m) => [m.accountCode, m.externalAccountCode!]));
  const [receipt] = await mappingsOf(tx, integrationId, 'RECEIPT');
  const ledger = await tx
    .select({ code: glAccounts.code, type: glAccounts.accountType })
    .from(glAccounts)
    .where(eq(glAccounts.isActive, true))
    .orderBy(asc(glAccounts.code));
  const mappedOf = (type: string) => ledger.filter((g) => g.type === type && journal.has(g.code)).map((g) => journal.get(g.code)!)[0] ?? null;
  return { journal, receipt: receipt?.accountCode ?? null, receivable: mappedOf('RECEIVABLE'), revenue: mappedOf('REVENUE') };
}

/** A document ready for the provider, or why it cannot be posted; `label` names it in the event log. */
export type Prepared = { label: string; document: ProviderDocument } | { label: string; problem: string };

interface InvoiceRow {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  amountExGst: string;
  gst: string;
  credited: string | null;
  name: string;
  accountNumber: string;
}
interface LineRow {
  description: string;
  quantity: string;
  unitRate: string;
  amount: string;
  gst: string;
  glCode: string | null;
}
interface MoneyRow {
  date: string;
  amount: string;
  reference: string | null;
  method: string;
  name: string;
  accountNumber: string;
}

const positive = (value: string) => new Decimal(value).abs().toFixed(2);
const contact = (row: { name: string; accountNumber: string }) => ({ Name: row.name, ContactNumber: row.accountNumber });

async function invoiceDocument(tx: Tx, id: number, accounts: PostingAccounts): Promise<Prepared | null> {
  const [invoice] = await sqlRows<InvoiceRow>(
    tx,
    sql`select i.kind, i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate", i.due_date::text as "dueDate",
        i.amount_ex_gst::text as "amountExGst", i.gst::text as gst, c.invoice_number as credited, cu.name, a.account_number as "accountNumber"
      from invoices i join customer_accounts a on a.id = i.customer_account_id join customers cu on cu.id = a.customer_id
      left join invoices c on c.id = i.credits_invoice_id
      where i.id = ${id}`,
  );
  if (!invoice) return null;
  const label = invoice.kind === 'INVOICE' ? t.invoiceDocument(invoice.invoiceNumber) : t.creditNoteDocument(invoice.invoiceNumber);
  const lines = await sqlRows<LineRow>(
    tx,
    sql`select l.description, l.quantity::text as quantity, l.unit_rate::text as "unitRate", l.amount::text as amount, l.gst::text as gst, g.code as "glCode"
      from invoice_lines l left join gl_accounts g on g.id = l.gl_account_id where l.invoice_id = ${id} order by l.line_number`,
  );
  // An invoice without lines (an opening or imported one) posts its totals as one line.
  const items = lines.length
    ? lines
    : [{ description: label, quantity: '1', unitRate: invoice.amountExGst, amount: invoice.amountExGst, gst: invoice.gst, glCode: null }];
  const LineItems = [];
  for (const line of items) {
    const AccountCode = line.glCode ? accounts.journal.get(line.glCode) : accounts.revenue;
    if (!AccountCode) return { label, problem: line.glCode ? t.unmappedAccount(line.glCode) : t.noRevenueMapping };
    LineItems.push({
      Description: line.description,
      Quantity: new Decimal(line.quantity).abs().toString(),
      UnitAmount: new Decimal(line.unitRate).toString(),
      LineAmount: positive(line.amount),
      TaxAmount: positive(line.gst),
      AccountCode,
    });
  }
  const common = { Contact: contact(invoice), Date: invoice.invoiceDate, LineAmountTypes: 'Exclusive', Status: 'AUTHORISED', LineItems };
  return invoice.kind === 'INVOICE'
    ? {
        label,
        document: {
          path: ledgerPaths.invoices,
          body: { Type: 'ACCREC', InvoiceNumber: invoice.invoiceNumber, Reference: invoice.invoiceNumber, DueDate: invoice.dueDate, ...common },
        },
      }
    : {
        label,
        document: {
          path: ledgerPaths.creditNotes,
          body: { Type: 'ACCRECCREDIT', CreditNoteNumber: invoice.invoiceNumber, Reference: invoice.credited ?? invoice.invoiceNumber, ...common },
        },
      };
}

const MONEY: Record<
  'PAYMENT' | 'DISHONOUR' | 'REFUND',
  { type: 'RECEIVE' | 'SPEND'; label: (id: number) => string; row: (id: number) => ReturnType<typeof sql> }
> = {
  PAYMENT: {
    type: 'RECEIVE',
    label: t.paymentDocument,
    row: (id) => sql`select p.payment_date::text as date, p.amount::text as amount, p.reference, p.method, cu.name, a.account_number as "accountNumber"
      from payments p join customer_accounts a on a.id = p.customer_account_id join customers cu on cu.id = a.customer_id where p.id = ${id}`,
  },
  DISHONOUR: {
    type: 'SPEND',
    label: t.dishonourDocument,
    row: (
      id,
    ) => sql`select d.transaction_date::text as date, p.amount::text as amount, p.reference, 'DISHONOUR' as method, cu.name, a.account_number as "accountNumber"
      from payments p join transactions d on d.payment_id = p.id and d.transaction_type = 'DISHONOUR'
      join customer_accounts a on a.id = p.customer_account_id join customers cu on cu.id = a.customer_id where p.id = ${id} limit 1`,
  },
  REFUND: {
    type: 'SPEND',
    label: t.refundDocument,
    row: (
      id,
    ) => sql`select r.refund_date::text as date, r.amount::text as amount, r.reference, 'REFUND ' || r.method as method, cu.name, a.account_number as "accountNumber"
      from refunds r join customer_accounts a on a.id = r.customer_account_id join customers cu on cu.id = a.customer_id where r.id = ${id}`,
  },
};

/** Money in or out of the bank (a payment, its dishonour, a refund): a bank transaction on the receipt account against receivables. */
async function moneyDocument(tx: Tx, kind: keyof typeof MONEY, id: number, accounts: PostingAccounts): Promise<Prepared | null> {
  const spec = MONEY[kind];
  const [row] = await sqlRows<MoneyRow>(tx, spec.row(id));
  if (!row) return null;
  const label = spec.label(id);
  if (!accounts.receipt) return { label, problem: t.noReceiptAccount };
  if (!accounts.receivable) return { label, problem: t.noReceivableMapping };
  const reference = [row.method, row.reference].filter(Boolean).join(' ');
  return {
    label,
    document: {
      path: ledgerPaths.bankTransactions,
      body: {
        Type: spec.type,
        Contact: contact(row),
        Date: row.date,
        Reference: reference,
        BankAccount: { Code: accounts.receipt },
        LineAmountTypes: 'NoTax',
        LineItems: [{ Description: `${label} ${reference}`.trim(), LineAmount: positive(row.amount), AccountCode: accounts.receivable }],
      },
    },
  };
}

/** The provider's document for a posting, from the ledger as it is now (null: the document is gone). */
export function prepareDocument(tx: Tx, posting: Posting, accounts: PostingAccounts): Promise<Prepared | null> {
  return posting.documentKind === 'INVOICE' || posting.documentKind === 'CREDIT_NOTE'
    ? invoiceDocument(tx, posting.documentId, accounts)
    : moneyDocument(tx, posting.documentKind, posting.documentId, accounts);
}
