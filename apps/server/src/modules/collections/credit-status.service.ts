import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, hardshipCases, paymentPlans, treatments } from '../../db/schema/index';
import { overdueOf } from './aged-debt.repository';

/** What the account's collections picture says its credit status is: in arrears when anything is past due (its aged debt). */
async function assessCreditStatus(tx: Tx, accountId: number, customerId: number) {
  const open = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (
    await open(
      tx
        .select({ id: hardshipCases.id })
        .from(hardshipCases)
        .where(and(eq(hardshipCases.customerId, customerId), inArray(hardshipCases.status, ['ASSESSING', 'ACTIVE'])))
        .limit(1),
    )
  )
    return 'HARDSHIP' as const;
  if (
    await open(
      tx
        .select({ id: paymentPlans.id })
        .from(paymentPlans)
        .where(and(eq(paymentPlans.customerAccountId, accountId), eq(paymentPlans.status, 'ACTIVE')))
        .limit(1),
    )
  )
    return 'PAYMENT_PLAN' as const;
  if (
    await open(
      tx
        .select({ id: treatments.id })
        .from(treatments)
        .where(
          and(
            eq(treatments.customerAccountId, accountId),
            eq(treatments.treatmentType, 'COLLECTIONS'),
            inArray(treatments.status, ['OPEN', 'SENT', 'ESCALATED']),
          ),
        )
        .limit(1),
    )
  )
    return 'COLLECTIONS' as const;
  if ((await overdueOf(tx, sql`${accountId}`)).gt(0)) return 'ARREARS' as const;
  return 'GOOD' as const;
}

/** The account's credit status set to what its collections picture says (the Finance section's Reassess); answers it. */
export async function reassessCreditStatus(tx: Tx, accountId: number, customerId: number) {
  const status = await assessCreditStatus(tx, accountId, customerId);
  await tx
    .update(customerAccounts)
    .set({ creditStatus: status, updatedAt: sql`clock_timestamp()` })
    .where(eq(customerAccounts.id, accountId));
  return status;
}
