import { sql } from 'drizzle-orm';
import { customerAccounts, treatments } from '../../../db/schema/index';
import { escalateAccounts, remindAccounts, resolveAccounts } from '../../collections/collections.service';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, customerJoin, doneOrRefused, intKeys, keyColumn } from './common';

/** The latest collection step of the account. */
const lastTreatment = sql`left join lateral (
  select ${treatments.treatmentType} as treatment_type, ${treatments.treatmentDate} as treatment_date from ${treatments}
  where ${treatments.customerAccountId} = ${customerAccounts.id}
  order by ${treatments.treatmentDate} desc, ${treatments.id} desc limit 1) lt on true`;

/** Active accounts flagged in arrears or collections, with their balance and last collection step. */
export const arrearsProcess = defineProcess({
  code: 'ARREARS',
  name: 'Accounts in Arrears',
  kind: 'TABLE',
  sortOrder: 80,
  views: {
    default: {
      table: customerAccounts,
      from: sql`${customerAccounts}`,
      display: sql`${customerJoin} ${lastTreatment}`,
      where: () => sql`${customerAccounts.creditStatus} in ('ARREARS', 'COLLECTIONS') and ${customerAccounts.accountStatus} <> 'CLOSED'`,
      customer: customerAccounts.customerId,
      key: { field: 'key_exception_id', column: customerAccounts.id },
      columns: [
        keyColumn(customerAccounts.id),
        ...accountColumns(),
        { field: 'balance', headerText: 'Balance', value: customerAccounts.balance, type: 'money', showTotal: true, notNull: true, width: 120 },
        { field: 'credit_status', headerText: 'Credit Status', value: customerAccounts.creditStatus, lookup: 'CREDIT_STATUS', notNull: true, width: 130 },
        { field: 'payment_method', headerText: 'Pays By', value: customerAccounts.paymentMethod, lookup: 'PAYMENT_METHOD', width: 120 },
        { field: 'last_invoice_date', headerText: 'Last Invoice', value: customerAccounts.lastInvoiceDate, type: 'date', width: 120 },
        { field: 'last_treatment', headerText: 'Last Step', value: sql.raw('lt.treatment_type'), lookup: 'TREATMENT_TYPE', searchable: false, width: 150 },
        { field: 'last_treatment_date', headerText: 'Step Date', value: sql.raw('lt.treatment_date'), type: 'date', width: 120 },
      ],
      defaultSort: { field: 'balance', descending: true },
      groupSettings: { groupedColumns: ['credit_status'], sortDescending: false },
    },
  },
  actions: [
    {
      code: 'REMINDER',
      name: 'Send Reminder',
      confirmMessage: 'Record a payment reminder for the selected accounts?',
      ...COLOURS.release,
      run: async (ctx) => doneOrRefused(ctx, await remindAccounts(ctx.tx, intKeys(ctx)), 'Send Reminder'),
    },
    {
      code: 'ESCALATE',
      name: 'Escalate to Collections',
      confirmMessage: 'Escalate the selected accounts to collections?',
      ...COLOURS.danger,
      run: async (ctx) => doneOrRefused(ctx, await escalateAccounts(ctx.tx, intKeys(ctx)), 'Escalate to Collections'),
    },
    {
      code: 'RESOLVE',
      name: 'Resolve',
      confirmMessage: 'Mark the selected accounts as no longer in arrears?',
      ...COLOURS.approve,
      run: async (ctx) => doneOrRefused(ctx, await resolveAccounts(ctx.tx, intKeys(ctx)), 'Resolve'),
    },
  ],
});
