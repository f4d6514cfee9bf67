import { sql } from 'drizzle-orm';
import { customerAccounts, treatments } from '../../../db/schema/index';
import type { ActionContext } from '../process-spec';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, customerJoin, done, intKeys, keyColumn, transition } from './common';

const columns = { id: customerAccounts.id, status: customerAccounts.creditStatus };
const inArrears = ['ARREARS', 'COLLECTIONS'] as const;

/** The latest collection step of the account. */
const lastTreatment = sql`left join lateral (
  select ${treatments.treatmentType} as treatment_type, ${treatments.treatmentDate} as treatment_date from ${treatments}
  where ${treatments.customerAccountId} = ${customerAccounts.id}
  order by ${treatments.treatmentDate} desc, ${treatments.id} desc limit 1) lt on true`;

/** Records a collection step (reminder, escalation) for each selected account, for the overdue balance. */
async function addTreatment(ctx: ActionContext, treatmentType: 'REMINDER' | 'COLLECTIONS') {
  await ctx.tx.execute(sql`insert into ${treatments} (customer_account_id, treatment_type, treatment_date, amount_overdue, status)
    select ${customerAccounts.id}, ${treatmentType}, current_date, greatest(${customerAccounts.balance}, 0), 'SENT'
    from ${customerAccounts} where ${customerAccounts.id} in (${sql.join(intKeys(ctx).map((k) => sql`${k}`), sql`, `)})`);
}

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
      async run(ctx) {
        await transition(ctx, customerAccounts, columns, ['ARREARS'], {});
        await addTreatment(ctx, 'REMINDER');
        return done(ctx, 'Send Reminder');
      },
    },
    {
      code: 'ESCALATE',
      name: 'Escalate to Collections',
      confirmMessage: 'Escalate the selected accounts to collections?',
      ...COLOURS.danger,
      async run(ctx) {
        await transition(ctx, customerAccounts, columns, ['ARREARS'], { creditStatus: 'COLLECTIONS' });
        await addTreatment(ctx, 'COLLECTIONS');
        return done(ctx, 'Escalate to Collections');
      },
    },
    {
      code: 'RESOLVE',
      name: 'Resolve',
      confirmMessage: 'Mark the selected accounts as no longer in arrears?',
      ...COLOURS.approve,
      async run(ctx) {
        await transition(ctx, customerAccounts, columns, inArrears, { creditStatus: 'GOOD' });
        return done(ctx, 'Resolve');
      },
    },
  ],
});
