import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, customers, meters, pricePlans } from '../../db/schema/index';

export async function findTrialEnd(tx: Tx, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ trialEndsAt: companies.trialEndsAt }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.trialEndsAt ?? null;
}

/** Whether the scoped dataset has any price plan. */
export async function hasPricePlan(tx: Tx): Promise<boolean> {
  return (await tx.select({ id: pricePlans.id }).from(pricePlans).limit(1)).length > 0;
}

/** Whether the scoped dataset has any customer. */
export async function hasCustomer(tx: Tx): Promise<boolean> {
  return (await tx.select({ id: customers.id }).from(customers).limit(1)).length > 0;
}

/** Whether the scoped dataset has any meter. */
export async function hasMeter(tx: Tx): Promise<boolean> {
  return (await tx.select({ id: meters.id }).from(meters).limit(1)).length > 0;
}
