import { sql } from 'drizzle-orm';
import { paymentPlanInstalments, paymentPlans } from '../../../db/schema/index';
import { defineProcess } from '../process-spec';
import { cancelPlans, reinstatePlans } from '../../payment-plans/payment-plans.service';
import { accountColumns, accountJoin, COLOURS, customerJoin, doneOrRefused, intKeys, keyColumn } from './common';

const missed = sql`left join lateral (
  select count(*)::int as n, min(${paymentPlanInstalments.dueDate}) as first_due, coalesce(sum(${paymentPlanInstalments.amount} - ${paymentPlanInstalments.paidAmount}), 0) as owing
  from ${paymentPlanInstalments}
  where ${paymentPlanInstalments.paymentPlanId} = ${paymentPlans.id} and ${paymentPlanInstalments.status} = 'MISSED') mi on true`;

/** Payment plans that defaulted, or are active with a missed instalment. */
export const paymentPlanDefaultsProcess = defineProcess({
  code: 'PLANDEFAULT',
  name: 'Payment Plans in Default',
  kind: 'TABLE',
  sortOrder: 90,
  views: {
    default: {
      table: paymentPlans,
      from: sql`${paymentPlans}`,
      display: sql`${accountJoin(paymentPlans.customerAccountId)} ${customerJoin} ${missed}`,
      where: () =>
        sql`(${paymentPlans.status} = 'DEFAULTED' or (${paymentPlans.status} = 'ACTIVE' and exists (select 1 from ${paymentPlanInstalments} where ${paymentPlanInstalments.paymentPlanId} = ${paymentPlans.id} and ${paymentPlanInstalments.status} = 'MISSED')))`,
      customerAccount: paymentPlans.customerAccountId,
      key: { field: 'key_exception_id', column: paymentPlans.id },
      columns: [
        keyColumn(paymentPlans.id),
        ...accountColumns(),
        { field: 'plan_type', headerText: 'Plan', value: paymentPlans.planType, notNull: true, width: 130 },
        { field: 'frequency', headerText: 'Frequency', value: paymentPlans.frequency, lookup: 'PLAN_FREQUENCY', notNull: true, width: 120 },
        { field: 'instalment_amount', headerText: 'Instalment', value: paymentPlans.instalmentAmount, type: 'money', notNull: true, width: 120 },
        { field: 'missed_instalments', headerText: 'Missed', value: sql.raw('mi.n'), type: 'int', notNull: true, width: 90 },
        { field: 'amount_owing', headerText: 'Owing', value: sql.raw('mi.owing'), type: 'money', showTotal: true, notNull: true, width: 120 },
        { field: 'first_missed', headerText: 'First Missed', value: sql.raw('mi.first_due'), type: 'date', width: 120 },
        { field: 'status', headerText: 'Status', value: paymentPlans.status, notNull: true, width: 110 },
        { field: 'start_date', headerText: 'Started', value: paymentPlans.startDate, type: 'date', notNull: true, width: 120 },
      ],
      defaultSort: { field: 'start_date', descending: true },
    },
  },
  actions: [
    {
      code: 'REINSTATE',
      name: 'Reinstate',
      confirmMessage: 'Reinstate the selected payment plans?',
      ...COLOURS.approve,
      run: async (ctx) => doneOrRefused(ctx, await reinstatePlans(ctx.tx, intKeys(ctx)), 'Reinstate'),
    },
    {
      code: 'CANCEL',
      name: 'Cancel Plan',
      confirmMessage: 'Cancel the selected payment plans? The whole balance becomes due.',
      ...COLOURS.danger,
      run: async (ctx) => doneOrRefused(ctx, await cancelPlans(ctx.tx, intKeys(ctx)), 'Cancel Plan'),
    },
  ],
});
