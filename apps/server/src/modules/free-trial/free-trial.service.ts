import { yesNo, type FreeTrialInfo } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { findTrialEnd, hasCustomer, hasMeter, hasPricePlan } from './free-trial.repository';

const DAY_MS = 86_400_000;

/** Whole days left until the trial ends (a part day counts), never below 0. */
function daysRemaining(trialEndsAt: string | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY_MS));
}

/** Free-trial info (spec 3 §3): days left and whether the first price plan, customer and meter exist. */
export async function freeTrialInfo(tx: Tx, companyId: number, now = new Date()): Promise<FreeTrialInfo> {
  return {
    daysRemaining: daysRemaining(await findTrialEnd(tx, companyId), now),
    pricePlan: yesNo(await hasPricePlan(tx)),
    hasCustomers: yesNo(await hasCustomer(tx)),
    hasMeters: yesNo(await hasMeter(tx)),
  };
}
