import { businessDate } from '../../lib/business-date';
import { addDays } from '../rating/period';
import type { TaskRunner } from '../dashboard/task-runners';
import { reconcileBuildings } from './reconciliation.service';

/** Days reconciled by a run when its DAYS item is empty or not a whole number from 1 to 366. */
const DEFAULT_RECONCILIATION_DAYS = 7;

/**
 * The daily Building Reconciliation task: the DAYS days up to yesterday (late reads fill in days
 * already judged, so each run looks back over the week again).
 */
export const buildingReconciliationTask: TaskRunner = {
  async run(ctx) {
    const typed = Number(ctx.parameters.get('DAYS') ?? '');
    const days = Number.isInteger(typed) && typed >= 1 && typed <= 366 ? typed : DEFAULT_RECONCILIATION_DAYS;
    const outcome = await ctx.scoped(async (tx) => {
      const yesterday = addDays(await businessDate(tx), -1);
      const from = addDays(yesterday, 1 - days);
      return { from, to: yesterday, ...(await reconcileBuildings(tx, ctx.scope, from, yesterday)) };
    });
    return [
      {
        logName: 'Reconcile buildings',
        logText: `${outcome.days} building days from ${outcome.from} to ${outcome.to} reconciled, ${outcome.listed} above their threshold`,
        status: 'SUCCESS',
      },
    ];
  },
};
