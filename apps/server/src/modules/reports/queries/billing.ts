import { sql } from 'drizzle-orm';
import {
  checked,
  column,
  companyDate,
  customerIdColumn,
  customerLink,
  dateParam,
  dateRange,
  isoDate,
  isoDateTime,
  money,
  optional,
  type ReportQuery,
} from '../report-query';
import { billingExceptionText, wordsOf } from '../../lookups/lookup-text';

/** Billing exceptions raised in the period (on the company's calendar); resolved ones only when asked. */
const billingExceptions: ReportQuery = {
  filters: [
    ...dateRange,
    { parameterCode: 'INCLUDE_RESOLVED', parameterDescription: 'Include Resolved', filterType: 'CHECKBOX', defaultValue: 'false', isRequired: false },
  ],
  columns: [
    customerIdColumn,
    column('raised_at', 'Raised', 'DATETIME', { showOnCard: true }),
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer', 'TEXT', { showOnCard: true }),
    column('exception_code', 'Exception', 'TEXT', { showOnCard: true }),
    column('message', 'Message'),
    column('status', 'Status'),
    column('bill_run_id', 'Bill Run', 'INT'),
    column('exception_id', 'Exception Id', 'INT', { visible: false }),
  ],
  order: ['raised_at', 'exception_id'],
  sql: (input) => sql`
    select c.id as customer_id, ${isoDateTime(input, sql`e.raised_at`)} as raised_at, a.account_number, c.name as customer_name,
           ${billingExceptionText(sql`e.exception_code`)} as exception_code, e.message, ${wordsOf(sql`e.status`)} as status, e.bill_run_id,
           e.id as exception_id
    from billing_exceptions e
    join customer_accounts a on a.id = e.customer_account_id
    join customers c on c.id = a.customer_id
    where ${companyDate(input, sql`e.raised_at`)} between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}
      and (${checked(input, 'INCLUDE_RESOLVED')} or e.status <> 'RESOLVED')`,
};

/** Invoices and credit notes issued (not drafts) with an invoice date in the period, optionally of one account. */
const invoicesIssued: ReportQuery = {
  filters: [...dateRange, { parameterCode: 'ACCOUNT_NUMBER', parameterDescription: 'Account Number', filterType: 'TEXT', isRequired: false }],
  columns: [
    customerIdColumn,
    column('invoice_number', 'Invoice Number', 'TEXT', { showOnCard: true }),
    column('kind', 'Kind'),
    column('invoice_date', 'Invoice Date', 'DATE', { showOnCard: true }),
    column('due_date', 'Due Date', 'DATE'),
    customerLink('account_number', 'Account Number'),
    column('customer_name', 'Customer', 'TEXT', { showOnCard: true }),
    column('bill_run_id', 'Bill Run', 'INT'),
    column('status', 'Status'),
    column('amount_ex_gst', 'Amount ex GST', 'CURRENCY2', { showTotal: true }),
    column('gst', 'GST', 'CURRENCY2', { showTotal: true }),
    column('total', 'Total', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('invoice_id', 'Invoice Id', 'INT', { visible: false }),
  ],
  order: ['invoice_date', 'invoice_id'],
  sql: (input) => sql`
    select c.id as customer_id, coalesce(i.invoice_number, '') as invoice_number, ${wordsOf(sql`i.kind`)} as kind,
           ${isoDate(sql`i.invoice_date`)} as invoice_date, ${isoDate(sql`i.due_date`)} as due_date, a.account_number, c.name as customer_name,
           i.bill_run_id, ${wordsOf(sql`i.status`)} as status,
           ${money(sql`i.amount_ex_gst`)} as amount_ex_gst, ${money(sql`i.gst`)} as gst, ${money(sql`i.total`)} as total, i.id as invoice_id
    from invoices i
    join customer_accounts a on a.id = i.customer_account_id
    join customers c on c.id = a.customer_id
    where i.status <> 'DRAFT'
      and i.invoice_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}
      and (${optional(input, 'ACCOUNT_NUMBER')} is null or a.account_number = ${optional(input, 'ACCOUNT_NUMBER')})`,
};

export const billingQueries = { billingExceptions, invoicesIssued };
