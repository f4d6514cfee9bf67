import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PricePlan } from '@wattle/contract';
import { bigId, datasetKey, datasetRef, day, id, moment, money } from './_columns';
import { utilityAccounts } from './accounts';
import { pricePlans } from './pricing';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * An impact preview of a price change (issue 13): the edited plan, not saved, rated against every
 * billed utility account on the plan by a pg-boss job. Progress is the count of account rows.
 */
export const pricePlanImpacts = pgTable(
  'price_plan_impacts',
  {
    id: id(),
    ...datasetColumns(),
    pricePlanId: integer('price_plan_id').notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    proposedPlan: jsonb('proposed_plan').$type<PricePlan>().notNull(),
    accountsTotal: integer('accounts_total').notNull(),
    requestedBy: text('requested_by').notNull(),
    error: text('error'),
    finishedAt: moment('finished_at'),
    ...stamps(),
  },
  (t) => [datasetKey('price_plan_impacts', t), datasetRef('price_plan_impacts', t, t.pricePlanId, pricePlans).onDelete('cascade'), datasetPolicy()],
);

/** One utility account's bill over its last billed period, with the saved and the edited rates. */
export const pricePlanImpactAccounts = pgTable(
  'price_plan_impact_accounts',
  {
    id: bigId(),
    ...datasetColumns(),
    impactId: integer('impact_id').notNull(),
    utilityAccountId: integer('utility_account_id').notNull(),
    periodFrom: day('period_from').notNull(),
    periodTo: day('period_to').notNull(),
    currentTotal: money('current_total').notNull(),
    changedTotal: money('changed_total').notNull(),
  },
  (t) => [
    // One row per account of a preview: a batch written twice adds nothing.
    uniqueIndex('price_plan_impact_accounts_uq').on(t.companyId, t.dataset, t.impactId, t.utilityAccountId),
    datasetRef('price_plan_impact_accounts', t, t.impactId, pricePlanImpacts).onDelete('cascade'),
    datasetRef('price_plan_impact_accounts', t, t.utilityAccountId, utilityAccounts).onDelete('cascade'),
    datasetPolicy(),
  ],
);
