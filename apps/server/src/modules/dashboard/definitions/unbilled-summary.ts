import { inArray, sql } from 'drizzle-orm';
import { HAS_EXCEPTIONS, PROCESS_CODES } from '@wattle/contract';
import { billingExceptions, customerAccounts, customers, invoices, networkNodes, sites, unbilledTransactions, utilityAccounts } from '../../../db/schema/index';
import { BLOCKING_EXCEPTIONS } from '../../billing/exception.rules';
import type { ActionContext, ColumnSpec, ViewSpec } from '../process-spec';
import { defineProcess } from '../process-spec';
import { holdUnbilled, releaseUnbilled, type UnbilledSelection } from '../../billing/unbilled.service';
import { accountColumns, accountJoin, COLOURS, customerJoin, done, intKeys, keyColumn, valueOrRefused } from './common';

/**
 * What the next bill run picks up (spec 2 §2.3), over every active account: Summary (one row per
 * account, grouped by building), Details (one row per unbilled transaction, grouped by account) and
 * Exceptions (accounts with open billing exceptions, or with no transactions at all).
 */
const due = sql`${customerAccounts.accountStatus} = 'ACTIVE'`;

/** The account's building: the network node of its most recent supply. */
const nodeJoin = sql`left join lateral (
  select ${networkNodes.description} as network_node_desc from ${utilityAccounts}
  join ${sites} on ${sites.id} = ${utilityAccounts.siteId}
  left join ${networkNodes} on ${networkNodes.id} = ${sites.networkNodeId}
  where ${utilityAccounts.customerAccountId} = ${customerAccounts.id}
  order by ${utilityAccounts.openDate} desc limit 1) node on true`;

const unbilledJoin = sql`left join lateral (
  select count(*)::int as n, coalesce(sum(${unbilledTransactions.amount}), 0) as total,
    min(${unbilledTransactions.periodFrom}) as period_from, max(${unbilledTransactions.periodTo}) as period_to
  from ${unbilledTransactions}
  where ${unbilledTransactions.customerAccountId} = ${customerAccounts.id} and ${unbilledTransactions.status} in ('UNBILLED', 'HELD')) ub on true`;

const hasUnbilled = sql`exists (select 1 from ${unbilledTransactions} where ${unbilledTransactions.customerAccountId} = ${customerAccounts.id} and ${unbilledTransactions.status} in ('UNBILLED', 'HELD'))`;
const hasOpenExceptions = sql`exists (select 1 from ${billingExceptions} where ${billingExceptions.customerAccountId} = ${customerAccounts.id} and ${inArray(billingExceptions.status, [...BLOCKING_EXCEPTIONS])})`;
/** Each open or held exception's message (spec 2 §2.3; issue 28 item 6): what the Exceptions view says beside its icon. */
const exceptionMessages = sql`(select string_agg(${billingExceptions.message}, '; ' order by ${billingExceptions.id}) from ${billingExceptions}
  where ${billingExceptions.customerAccountId} = ${customerAccounts.id} and ${inArray(billingExceptions.status, [...BLOCKING_EXCEPTIONS])})`;
const hasExceptions = sql`case when ${hasOpenExceptions} then ${HAS_EXCEPTIONS.yes} when ub.n = 0 then ${HAS_EXCEPTIONS.noTransactions} else ${HAS_EXCEPTIONS.no} end`;

const accountDetails: ColumnSpec = {
  field: 'account_details',
  headerText: 'Account',
  value: sql`${customerAccounts.accountNumber} || ' - ' || ${customers.name}`,
  notNull: true,
  width: 260,
};
const nodeColumn: ColumnSpec = { field: 'network_node_desc', headerText: 'Building', value: sql.raw('node.network_node_desc'), width: 200 };
const accountId: ColumnSpec = {
  field: 'cust_account_id',
  headerText: 'Account Id',
  value: customerAccounts.id,
  type: 'int',
  visible: false,
  searchable: false,
  notNull: true,
};

/** The bill run whose draft of the account waits to be issued: the run the Exceptions view's Accept and Re-rate act on. */
const draftRun: ColumnSpec = {
  field: 'bill_run_id',
  headerText: 'Bill Run',
  value: sql`(select max(${invoices.billRunId}) from ${invoices} where ${invoices.customerAccountId} = ${customerAccounts.id} and ${invoices.status} = 'DRAFT')`,
  type: 'int',
  searchable: false,
  width: 90,
};

function summaryView(onlyExceptions: boolean): ViewSpec {
  return {
    table: customerAccounts,
    from: sql`${customerAccounts}`,
    display: sql`${customerJoin} ${nodeJoin} ${unbilledJoin}`,
    where: () => (onlyExceptions ? sql`${due} and (not ${hasUnbilled} or ${hasOpenExceptions})` : due),
    customer: customerAccounts.customerId,
    key: { field: 'key_exception_id', column: customerAccounts.id },
    columns: [
      keyColumn(customerAccounts.id),
      accountId,
      ...accountColumns(),
      { ...accountDetails, visible: false },
      draftRun,
      nodeColumn,
      { field: 'has_exceptions', headerText: 'Exceptions', value: hasExceptions, template: 'hasExceptions', width: 90, searchable: false, notNull: true },
      ...(onlyExceptions
        ? [{ field: 'exception_messages', headerText: 'Reason', value: exceptionMessages, searchable: false, width: 320 } satisfies ColumnSpec]
        : []),
      { field: 'transactions', headerText: 'Transactions', value: sql.raw('ub.n'), type: 'int', notNull: true, width: 110 },
      { field: 'unbilled_amount', headerText: 'Unbilled', value: sql.raw('ub.total'), type: 'money', showTotal: true, notNull: true, width: 120 },
      { field: 'period_from', headerText: 'From', value: sql.raw('ub.period_from'), type: 'date', width: 110 },
      { field: 'period_to', headerText: 'To', value: sql.raw('ub.period_to'), type: 'date', width: 110 },
      { field: 'next_invoice_date', headerText: 'Bill Date', value: customerAccounts.nextInvoiceDate, type: 'date', width: 110 },
    ],
    // The account number's index keeps a page cheap over every active account; groups form within the page.
    defaultSort: { field: 'account_number' },
    groupSettings: { groupedColumns: ['network_node_desc'], sortDescending: false },
  };
}

const detailsView: ViewSpec = {
  table: unbilledTransactions,
  from: sql`${unbilledTransactions} ${accountJoin(unbilledTransactions.customerAccountId)}`,
  display: sql`${customerJoin} ${nodeJoin}`,
  where: () => sql`${due} and ${unbilledTransactions.status} in ('UNBILLED', 'HELD')`,
  customer: customerAccounts.customerId,
  key: { field: 'key_exception_id', column: unbilledTransactions.id },
  columns: [
    keyColumn(unbilledTransactions.id),
    accountId,
    ...accountColumns(),
    accountDetails,
    nodeColumn,
    { field: 'description', headerText: 'Description', value: unbilledTransactions.description, width: 240 },
    { field: 'source', headerText: 'Source', value: unbilledTransactions.source, notNull: true, width: 90 },
    { field: 'period_from', headerText: 'From', value: unbilledTransactions.periodFrom, type: 'date', notNull: true, width: 110 },
    { field: 'period_to', headerText: 'To', value: unbilledTransactions.periodTo, type: 'date', notNull: true, width: 110 },
    { field: 'quantity', headerText: 'Quantity', value: unbilledTransactions.quantity, type: 'decimal', format: 'DECIMAL4', notNull: true, width: 110 },
    { field: 'unit_rate', headerText: 'Rate', value: unbilledTransactions.unitRate, type: 'decimal', format: 'CURRENCY6', notNull: true, width: 110 },
    { field: 'amount', headerText: 'Amount', value: unbilledTransactions.amount, type: 'money', showTotal: true, notNull: true, width: 110 },
    { field: 'status', headerText: 'Status', value: unbilledTransactions.status, notNull: true, width: 100 },
  ],
  defaultSort: { field: 'account_number' },
  groupSettings: { groupedColumns: ['account_details'], sortDescending: false },
};

/** The selected accounts' unbilled transactions (Summary, Exceptions) or the selected transactions (Details). */
const unbilledSelection = (ctx: ActionContext): UnbilledSelection =>
  ctx.view.name === 'Details' ? { transactionIds: intKeys(ctx) } : { customerAccountIds: intKeys(ctx) };

export const unbilledSummaryProcess = defineProcess({
  code: PROCESS_CODES.unbilledSummary,
  name: 'Unbilled Summary',
  kind: 'TABLE',
  sortOrder: 20,
  views: { Summary: summaryView(false), Details: detailsView, Exceptions: summaryView(true) },
  viewFor: (p) => p.mode ?? 'Summary',
  actions: [
    {
      code: 'HOLD',
      name: 'Hold',
      confirmMessage: 'Hold the unbilled transactions of the selected rows? They stay out of the next bill run.',
      ...COLOURS.hold,
      async run(ctx) {
        ctx.audit.newValues = { transactions: valueOrRefused(await holdUnbilled(ctx.tx, unbilledSelection(ctx))) };
        return done(ctx, 'Hold');
      },
    },
    {
      code: 'RELEASE',
      name: 'Release',
      confirmMessage: 'Release the held transactions of the selected rows to the next bill run?',
      ...COLOURS.release,
      async run(ctx) {
        ctx.audit.newValues = { transactions: valueOrRefused(await releaseUnbilled(ctx.tx, unbilledSelection(ctx))) };
        return done(ctx, 'Release');
      },
    },
  ],
});
