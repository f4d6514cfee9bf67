import dayjs from 'dayjs';
import { NULL_VALUE } from '@wattle/contract';
import { businessDate } from '../../lib/business-date';
import { AppError } from '../../lib/errors';
import type { RunnerContext, TaskRunner } from '../dashboard/task-runners';
import { resolveDateOption } from '../dashboard/date-options';
import { findRun } from './bill-run.repository';
import { SCHEDULED_RUN_REQUESTER, startRun } from './bill-run.service';

const param = (ctx: RunnerContext, name: string) => {
  const value = ctx.parameters.get(name);
  return value === undefined || value === null || value === NULL_VALUE ? null : value;
};

/**
 * BILL_RUN (scheduled task): bills the buildings whose billing day is BILLING_DAY (empty: today's
 * day of the month) up to PERIOD_TO (default yesterday), invoice date INVOICE_DATE (default
 * today), as a bill run like one started by hand. A run that overlaps one still running is refused and the task's log says why.
 */
export const billRunTask: TaskRunner = {
  optionalItems: ['BILLING_DAY'],
  async run(ctx) {
    const today = dayjs(await ctx.scoped((tx) => businessDate(tx)));
    const billingDay = Number(param(ctx, 'BILLING_DAY') ?? today.date());
    if (!Number.isInteger(billingDay) || billingDay < 1 || billingDay > 31)
      return [{ logName: 'Check settings', logText: `BILLING_DAY ${param(ctx, 'BILLING_DAY')} is not a day of the month`, status: 'FAILED' }];
    const periodTo = resolveDateOption(param(ctx, 'PERIOD_TO') ?? 'YESTERDAY', today);
    const invoiceDate = resolveDateOption(param(ctx, 'INVOICE_DATE') ?? 'TODAY', today);
    if (!periodTo || !invoiceDate) return [{ logName: 'Check settings', logText: 'PERIOD_TO and INVOICE_DATE must be dates', status: 'FAILED' }];
    try {
      const { id, run } = await ctx.scoped(async (tx) => {
        const id = await startRun(tx, ctx.scope, { periodTo, invoiceDate, selection: { billingDay }, requestedBy: SCHEDULED_RUN_REQUESTER });
        return { id, run: await findRun(tx, id) };
      });
      return [
        {
          logName: 'Start bill run',
          logText: `Bill run ${id}: ${run!.accountsTotal} accounts of buildings billed on day ${billingDay}, to ${periodTo}`,
          status: 'SUCCESS',
        },
      ];
    } catch (error) {
      if (error instanceof AppError) return [{ logName: 'Start bill run', logText: error.message, status: 'FAILED' }];
      throw error;
    }
  },
};
