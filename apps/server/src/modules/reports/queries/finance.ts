import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { checked, column, customerIdColumn, customerLink, dateParam, dateRange, isoDate, money, optional, type ReportQuery } from '../report-query';

/** A decimal amount such as 100 or -12.50. */
const decimalText = (value: string) => (/^-?\d{1,10}(\.\d{1,2})?$/.test(value) ? null : texts.reports.notAnAmount);

/** Unpaid invoices by days past due on the business date: current, 1-30, 31-60, 61-90, over 90. */
const agedDebtors: ReportQuery = {
  filters: [
    { parameterCode: 'MIN_BALANCE', parameterDescription: 'Minimum Balance', filterType: 'TEXT', isRequired: false, check: decimalText },
    { parameterCode: 'INCLUDE_CLOSED', parameterDescription: 'Include Closed Accounts', filterType: 'CHECKBOX', defaultValue: 'false', isRequired: false },
  ],
  columns: [
    customerIdColumn,
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer'),
    column('account_status', 'Status'),
    column('balance', 'Balance', 'CURRENCY2', { showTotal: true }),
    column('current', 'Current', 'CURRENCY2', { showTotal: true }),
    column('days_1_30', '1-30 Days', 'CURRENCY2', { showTotal: true }),
    column('days_31_60', '31-60 Days', 'CURRENCY2', { showTotal: true }),
    column('days_61_90', '61-90 Days', 'CURRENCY2', { showTotal: true }),
    column('days_over_90', 'Over 90 Days', 'CURRENCY2', { showTotal: true }),
  ],
  order: ['account_number'],
  sql: (input) => {
    const band = (from: number, to: number | null) =>
      money(sql`coalesce(sum(i.total) filter (where (select business_date()) - i.due_date between ${from} and ${to ?? 1_000_000}), 0)`);
    return sql`
      select c.id as customer_id, a.account_number, c.name as customer_name, a.account_status, ${money(sql`a.balance`)} as balance,
             ${money(sql`coalesce(sum(i.total) filter (where i.due_date >= (select business_date())), 0)`)} as current,
             ${band(1, 30)} as days_1_30, ${band(31, 60)} as days_31_60, ${band(61, 90)} as days_61_90, ${band(91, null)} as days_over_90
      from customer_accounts a
      join customers c on c.id = a.customer_id
      left join invoices i on i.customer_account_id = a.id and i.kind = 'INVOICE' and i.status in ('ISSUED', 'PART_PAID', 'OVERDUE')
      where (${checked(input, 'INCLUDE_CLOSED')} or a.account_status <> 'CLOSED')
      group by c.id, a.id
      having a.balance <> 0 and (${optional(input, 'MIN_BALANCE')}::numeric is null or a.balance >= ${optional(input, 'MIN_BALANCE')}::numeric)`;
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
    column('payment_date', 'Payment Date', 'DATE'),
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer'),
    column('method', 'Method'),
    column('reference', 'Reference'),
    column('status', 'Status'),
    column('amount', 'Amount', 'CURRENCY2', { showTotal: true }),
    column('payment_id', 'Payment Id', 'INT', { visible: false }),
  ],
  order: ['payment_date', 'payment_id'],
  sql: (input) => sql`
    select c.id as customer_id, ${isoDate(sql`p.payment_date`)} as payment_date, a.account_number, c.name as customer_name, p.method,
           coalesce(p.reference, '') as reference, p.status, ${money(sql`p.amount`)} as amount, p.id as payment_id
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
    column('transaction_date', 'Date', 'DATE'),
    column('gl_code', 'GL Account'),
    column('gl_description', 'GL Description'),
    customerLink('account_number', 'Account Number'),
    column('transaction_type', 'Type'),
    column('description', 'Description'),
    column('reference', 'Reference'),
    column('debit', 'Debit', 'CURRENCY2', { showTotal: true }),
    column('credit', 'Credit', 'CURRENCY2', { showTotal: true }),
    column('transaction_id', 'Transaction Id', 'INT', { visible: false }),
  ],
  order: ['transaction_date', 'transaction_id'],
  sql: (input) => sql`
    select c.id as customer_id, ${isoDate(sql`t.transaction_date`)} as transaction_date, coalesce(g.code, '') as gl_code,
           coalesce(g.description, '') as gl_description, a.account_number, t.transaction_type, t.description, coalesce(t.reference, '') as reference,
           ${money(sql`greatest(t.amount, 0)`)} as debit, ${money(sql`greatest(-t.amount, 0)`)} as credit, t.id as transaction_id
    from transactions t
    join customer_accounts a on a.id = t.customer_account_id
    join customers c on c.id = a.customer_id
    left join gl_accounts g on g.id = t.gl_account_id
    where t.transaction_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}`,
};

export const financeQueries = { agedDebtors, paymentsReceived, journalExport };
