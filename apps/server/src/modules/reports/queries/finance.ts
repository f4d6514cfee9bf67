import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { agedDebt } from '../../collections/aged-debt.repository';
import { paymentMethodText, wordsOf } from '../../lookups/lookup-text';
import { checked, column, customerIdColumn, customerLink, dateParam, dateRange, isoDate, money, optional, type ReportQuery } from '../report-query';

/** A decimal amount such as 100 or -12.50. */
const decimalText = (value: string) => (/^-?\d{1,10}(\.\d{1,2})?$/.test(value) ? null : texts.reports.notAnAmount);

/**
 * Each account's balance aged by days past due on the business date (the debtor figures, docs/payments.md):
 * current, 1-30, 31-60, 61-90, over 90; the buckets add up to the balance and the totals to the sum of balances.
 */
const agedDebtors: ReportQuery = {
  filters: [
    { parameterCode: 'MIN_BALANCE', parameterDescription: 'Minimum Balance', filterType: 'TEXT', isRequired: false, check: decimalText },
    { parameterCode: 'INCLUDE_CLOSED', parameterDescription: 'Include Closed Accounts', filterType: 'CHECKBOX', defaultValue: 'false', isRequired: false },
  ],
  columns: [
    customerIdColumn,
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer', 'TEXT', { showOnCard: true }),
    column('account_status', 'Status'),
    column('balance', 'Balance', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('current', 'Current', 'CURRENCY2', { showTotal: true }),
    column('days_1_30', '1-30 Days', 'CURRENCY2', { showTotal: true }),
    column('days_31_60', '31-60 Days', 'CURRENCY2', { showTotal: true }),
    column('days_61_90', '61-90 Days', 'CURRENCY2', { showTotal: true }),
    column('days_over_90', 'Over 90 Days', 'CURRENCY2', { showTotal: true }),
  ],
  order: ['account_number'],
  sql: (input) => {
    const minBalance = optional(input, 'MIN_BALANCE');
    const accounts = sql`select id from customer_accounts
      where balance <> 0 and (${checked(input, 'INCLUDE_CLOSED')} or account_status <> 'CLOSED') and (${minBalance}::numeric is null or balance >= ${minBalance}::numeric)`;
    return sql`
      select c.id as customer_id, a.account_number, c.name as customer_name, ${wordsOf(sql`a.account_status`)} as account_status,
             ${money(sql`ad.balance`)} as balance,
             ${money(sql`ad.current`)} as current, ${money(sql`ad.days_1_30`)} as days_1_30, ${money(sql`ad.days_31_60`)} as days_31_60,
             ${money(sql`ad.days_61_90`)} as days_61_90, ${money(sql`ad.days_over_90`)} as days_over_90
      from (${agedDebt({ accounts })}) ad
      join customer_accounts a on a.id = ad.account_id
      join customers c on c.id = a.customer_id`;
  },
};

/** Payments dated in the period, optionally of one method. */
const paymentsReceived: ReportQuery = {
  filters: [
    ...dateRange,
    { parameterCode: 'PAYMENT_METHOD', parameterDescription: 'Payment Method', filterType: 'LOOKUP', lookupCode: 'PAYMENT_METHOD', isRequired: false },
  ],
  columns: [
    customerIdColumn,
    column('payment_date', 'Payment Date', 'DATE', { showOnCard: true }),
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer', 'TEXT', { showOnCard: true }),
    column('method', 'Method'),
    column('reference', 'Reference'),
    column('status', 'Status'),
    column('amount', 'Amount', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('payment_id', 'Payment Id', 'INT', { visible: false }),
  ],
  order: ['payment_date', 'payment_id'],
  sql: (input) => sql`
    select c.id as customer_id, ${isoDate(sql`p.payment_date`)} as payment_date, a.account_number, c.name as customer_name,
           ${paymentMethodText(sql`p.method`)} as method, coalesce(p.reference, '') as reference, ${wordsOf(sql`p.status`)} as status,
           ${money(sql`p.amount`)} as amount, p.id as payment_id
    from payments p
    join customer_accounts a on a.id = p.customer_account_id
    join customers c on c.id = a.customer_id
    where p.payment_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}
      and (${optional(input, 'PAYMENT_METHOD')} is null or p.method = ${optional(input, 'PAYMENT_METHOD')})`,
};

/** Ledger transactions of the period with their general-ledger account, debit or credit by sign. */
const journalExport: ReportQuery = {
  filters: dateRange,
  columns: [
    customerIdColumn,
    column('transaction_date', 'Date', 'DATE', { showOnCard: true }),
    column('gl_code', 'GL Account'),
    column('gl_description', 'GL Description'),
    customerLink('account_number', 'Account Number'),
    column('transaction_type', 'Type'),
    column('description', 'Description', 'TEXT', { showOnCard: true }),
    column('reference', 'Reference'),
    column('debit', 'Debit', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('credit', 'Credit', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('transaction_id', 'Transaction Id', 'INT', { visible: false }),
  ],
  order: ['transaction_date', 'transaction_id'],
  sql: (input) => sql`
    select c.id as customer_id, ${isoDate(sql`t.transaction_date`)} as transaction_date, coalesce(g.code, '') as gl_code,
           coalesce(g.description, '') as gl_description, a.account_number, ${wordsOf(sql`t.transaction_type`)} as transaction_type,
           t.description, coalesce(t.reference, '') as reference,
           ${money(sql`greatest(t.amount, 0)`)} as debit, ${money(sql`greatest(-t.amount, 0)`)} as credit, t.id as transaction_id
    from transactions t
    join customer_accounts a on a.id = t.customer_account_id
    join customers c on c.id = a.customer_id
    left join gl_accounts g on g.id = t.gl_account_id
    where t.transaction_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}`,
};

export const financeQueries = { agedDebtors, paymentsReceived, journalExport };
