import { sql } from 'drizzle-orm';
import type { Dataset } from '@wattle/contract';
import { withScope } from '../../db/tenancy';
import { sqlRows } from '../../db/sql-rows';
import { defineJob } from '../../jobs/job';
import { defaultMissedPlans } from './missed-instalments.service';

/** Every hour at five past: a company's day starts at its own midnight, so its missed instalments are seen within the hour. */
const HOURLY = '5 * * * *';

/**
 * The missed-instalment run (docs/payments.md "Payment plans"): for each company and dataset with a
 * running plan whose instalment is still open after its due date (a day ahead of UTC, the earliest
 * time zone's date), one short transaction in its scope applies defaultMissedPlans on its business
 * date. Run again, it finds nothing more to do.
 */
export const missedInstalmentsJob = defineJob({
  queue: 'payment-plans-missed-instalments',
  every: HOURLY,
  async run({ database }) {
    const companies = await sqlRows<{ companyId: number; dataset: Dataset }>(
      database.db,
      sql`select distinct p.company_id as "companyId", p.dataset from payment_plans p
        join payment_plan_instalments i on i.payment_plan_id = p.id and i.company_id = p.company_id and i.dataset = p.dataset
        where p.status in ('ACTIVE', 'DEFAULTED') and i.status in ('DUE', 'PART_PAID') and i.due_date < current_date + 1`,
    );
    for (const scope of companies) await withScope(database.db, scope, (tx) => defaultMissedPlans(tx));
  },
});
