import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { treatments } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { overdueOf } from './aged-debt.repository';
import { nextStep, type TreatmentType } from './collection.rules';
import { disconnectionWarningProblem, recordSteps } from './collections.service';
import { reassessCreditStatus } from './credit-status.service';

/** The step the account's collection path takes next: a reminder when it has none under way, else the step after its latest. */
async function stepAfterLatest(tx: Tx, accountId: number): Promise<{ latestId: number | null; next: TreatmentType | null }> {
  const [latest] = await tx
    .select({ id: treatments.id, treatmentType: treatments.treatmentType, status: treatments.status })
    .from(treatments)
    .where(eq(treatments.customerAccountId, accountId))
    .orderBy(desc(treatments.treatmentDate), desc(treatments.id))
    .limit(1);
  if (!latest || latest.status === 'RESOLVED') return { latestId: null, next: 'REMINDER' };
  if (latest.status === 'ON_HOLD') return { latestId: null, next: null };
  return { latestId: latest.id, next: nextStep(latest) };
}

/**
 * After money the account counted on is taken back (a dishonour; docs/payments.md "Dishonours"):
 * when anything is past due, the collection path takes its next step, recorded OPEN for what is
 * past due (a reminder when no step is under way, else the step after the latest, which is marked
 * ESCALATED); a path on hold, at its last step, or whose next step is a disconnection warning to a
 * protected customer takes none. The credit status is then reassessed. Answers the step taken.
 */
export async function takeNextCollectionStep(tx: Tx, accountId: number, customerId: number): Promise<{ step: TreatmentType | null; creditStatus: string }> {
  let step: TreatmentType | null = null;
  if ((await overdueOf(tx, sql`${accountId}`)).gt(0)) {
    const { latestId, next } = await stepAfterLatest(tx, accountId);
    if (next && !(await disconnectionWarningProblem(tx, next, customerId))) {
      if (latestId !== null)
        await tx
          .update(treatments)
          .set({ status: 'ESCALATED', updatedAt: sql`clock_timestamp()` })
          .where(eq(treatments.id, latestId));
      await recordSteps(tx, [accountId], next, await businessDate(tx), 'OPEN');
      step = next;
    }
  }
  return { step, creditStatus: await reassessCreditStatus(tx, accountId, customerId) };
}
