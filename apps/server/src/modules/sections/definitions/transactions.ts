import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SPECIAL_ACTION_CODES, texts, TODAY_DEFAULT } from '@wattle/contract';
import { customerAccounts, glAccounts, invoices, transactions } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { adjustmentReasonText } from '../../lookups/lookup-text';
import { holdAboveApprovalLimit, type ManualTransaction } from '../../payments/adjustment-approval.service';
import { reverseTransaction } from '../../payments/reversal.service';
import { defineSection, type SectionSpec } from '../section-spec';
import { ofCustomerAccounts, previewInvoiceAction, statementAction, viewInvoiceAction, wordsOf } from './shared';
import { addAction } from './standard-actions';

const t = transactions;

/**
 * Kinds a user may post by hand (invoices, payments and concessions come from their own processes)
 * and the sign each must have: a write-off is a credit, a fee and a refund of a credit are debits.
 */
const MANUAL_TYPES: Record<string, 'credit' | 'debit' | 'either'> = { ADJUSTMENT: 'either', FEE: 'debit', WRITE_OFF: 'credit', REFUND: 'debit' };

const later = alias(transactions, 'later');
/**
 * The balance after each transaction in ledger order (date, then as posted), whatever the page's
 * sort or search: the account's balance less what was posted after it, so the newest page (the
 * default order) reads only the few rows after it.
 */
const runningBalance = sql`(select ${customerAccounts.balance} from ${customerAccounts} where ${customerAccounts.id} = ${t.customerAccountId})
  - coalesce((select sum(${later.amount}) from ${transactions} as ${sql.identifier('later')} where ${later.customerAccountId} = ${t.customerAccountId}
      and (${later.transactionDate}, ${later.id}) > (${t.transactionDate}, ${t.id})), 0)`;

/**
 * Transaction list: the account's receivable transactions (debits positive, credits negative);
 * invoices can be previewed and opened (View Invoice). Each row shows the balance after it. Posted
 * transactions are never edited or deleted: Reverse posts the amount negated, and a hand-entered one
 * carries a reason and, above the company's approval limit, waits for another user's approval
 * (docs/payments.md "Bills, statements and the Transactions page"). Add Payment, Dishonour (the
 * highlighted payment) and Refund open the browser's dialogs, which call the payments API.
 */
export const transactionsSection: SectionSpec = defineSection({
  code: 'ARTRANS',
  description: 'Transactions',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    {
      name: 'transactionDate',
      prompt: 'Date',
      fieldType: 'Date',
      showOnCard: true,
      editable: true,
      mandatory: true,
      defaultValue: TODAY_DEFAULT,
      row: 1,
      span: 4,
    },
    { name: 'transactionType', prompt: 'Type', fieldType: 'LookUp', lookupCode: 'MANUAL_TRANSACTION_TYPE', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', showOnCard: true, editable: true, mandatory: true, maxLength: 200, row: 2, span: 8 },
    { name: 'reference', prompt: 'Reference', editable: true, maxLength: 50, row: 2, span: 4 },
    { name: 'amount', prompt: 'Amount', fieldType: 'Money', dataType: 'CURRENCY2', showOnCard: true, editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'balance', prompt: 'Balance', fieldType: 'Money', dataType: 'CURRENCY2' },
    { name: 'reasonCode', prompt: 'Reason', fieldType: 'LookUp', lookupCode: 'ADJUSTMENT_REASON', editable: true, mandatory: true, row: 3, span: 4 },
    { name: 'invoiceId', prompt: 'Invoice Id', fieldType: 'Hidden' },
    { name: 'paymentId', prompt: 'Payment Id', fieldType: 'Hidden' },
    { name: 'invoiceDocumentId', prompt: 'Invoice', dataType: 'DOCUMENT' },
    { name: 'invoiceNumber', prompt: 'Invoice Number', showInTableRowExpansion: true, visible: false },
    { name: 'glAccount', prompt: 'GL Account', showInTableRowExpansion: true, visible: false },
    { name: 'insertUser', prompt: 'Entered By', showInTableRowExpansion: true, visible: false },
  ],
  actions: [
    { ...addAction, name: 'Add Adjustment' },
    { code: SPECIAL_ACTION_CODES.addPayment, name: 'Add Payment', actionType: 'Custom', iconName: 'Payments' },
    statementAction,
    previewInvoiceAction,
    viewInvoiceAction,
    { code: 'REVERSE', name: 'Reverse', actionType: 'Operation', iconName: 'Undo', confirmMessage: texts.ledger.confirmReverse },
    { code: SPECIAL_ACTION_CODES.dishonourPayment, name: texts.payments.dishonour, actionType: 'CustomEdit', iconName: 'Cancel' },
    { code: SPECIAL_ACTION_CODES.refundCredit, name: texts.payments.refund, actionType: 'Custom', iconName: 'AccountBalance' },
    { code: 'AGEDDEBTORS', name: 'Aged Debtors', actionType: 'Report', reportCode: 'AGEDDEBTORS', iconName: 'Assignment' },
  ],
  data: {
    table: t,
    key: t.id,
    filters: { customerId: ofCustomerAccounts(t.customerAccountId) },
    orderBy: [sql`${t.transactionDate} desc`, sql`${t.id} desc`],
    // Joined rather than looked up per row: a customer may have thousands of transactions.
    join: (query) => query.leftJoin(invoices, eq(invoices.id, t.invoiceId)).leftJoin(glAccounts, eq(glAccounts.id, t.glAccountId)),
    columns: {
      invoiceDocumentId: invoices.documentId,
      invoiceNumber: invoices.invoiceNumber,
      glAccount: glAccounts.description,
      balance: runningBalance,
      // The payment a PAYMENT row received (Dishonour); a fee or dishonour linked to a payment is not one.
      paymentId: sql`case when ${t.transactionType} = 'PAYMENT' then ${t.paymentId} end`,
    },
    displays: { transactionType: wordsOf(t.transactionType), reasonCode: adjustmentReasonText(t.reasonCode) },
    colour: sql`case when ${t.amount} < 0 then 'green' when ${t.transactionType} in ('FEE', 'DISHONOUR') then 'red' end`,
    insertValues: ({ username }) => ({ insertUser: username }),
    holdInsert: (values, ctx) => holdAboveApprovalLimit(ctx.tx, values as ManualTransaction, ctx),
    operations: {
      REVERSE: async ({ tx, rows, userId, username }) => {
        if (rows.length !== 1) throw badRequest(texts.ledger.reverseOneRow);
        await reverseTransaction(tx, Number(rows[0]!.key), { userId, username });
        return { messageType: 'Success', message: texts.ledger.reversed(texts.ledger.reversal(rows[0]!.values.description ?? '')) };
      },
    },
    rules: [
      (row) => (row.transactionType && !MANUAL_TYPES[row.transactionType] ? texts.sectionRules.manualTypes : null),
      (row) => {
        const amount = new Decimal(row.amount || '0');
        if (amount.isZero()) return texts.sectionRules.amountNotZero;
        const sign = MANUAL_TYPES[row.transactionType ?? ''];
        if (sign === 'credit' && amount.isPositive()) return texts.sectionRules.mustBeCredit;
        if (sign === 'debit' && amount.isNegative()) return texts.sectionRules.mustBeDebit;
        return null;
      },
    ],
  },
});
