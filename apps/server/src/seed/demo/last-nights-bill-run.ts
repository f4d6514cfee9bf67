import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { ISO_DATE } from '@wattle/contract';
import { businessDate } from '../../lib/business-date';
import { runBillRun } from '../../modules/billing/bill-run.job';
import { createRun, SCHEDULED_RUN_REQUESTER } from '../../modules/billing/bill-run.service';
import type { Database } from '../../db/client';
import { networkNodes } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { buildingCode, reviewBuilding } from './context';

/**
 * "Last night's bill run" of a new demo dataset, as the scheduled BILL_RUN task would have started
 * it: the review building's accounts billed to yesterday by the bill run engine itself (context.ts `reviewBuilding`). A new user finds drafts and
 * exceptions to review that follow the rules and the reads, and no unbilled row outside a run.
 * Answers the run's id.
 */
export async function runLastNightsBillRun(database: Database, scope: Scope, customers: number): Promise<number> {
  const billRunId = await withScope(database.db, scope, async (tx) => {
    const today = await businessDate(tx, scope);
    const [building] = await tx
      .select({ id: networkNodes.id })
      .from(networkNodes)
      .where(
        and(
          eq(networkNodes.companyId, scope.companyId),
          eq(networkNodes.dataset, scope.dataset),
          eq(networkNodes.buildingCode, buildingCode(reviewBuilding(customers))),
        ),
      );
    return createRun(tx, {
      periodTo: dayjs(today).subtract(1, 'day').format(ISO_DATE),
      invoiceDate: today,
      selection: { networkNodeIds: [building!.id] },
      requestedBy: SCHEDULED_RUN_REQUESTER,
    });
  });
  await runBillRun(database, { ...scope, billRunId });
  return billRunId;
}
