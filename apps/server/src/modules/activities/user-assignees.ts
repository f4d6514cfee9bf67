import { sql } from 'drizzle-orm';
import { DATASETS } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { Scope } from '../../db/tenancy';

/**
 * Every staff user of the company (not a property manager, who only looks at their buildings) has
 * an assignee row of their own in each dataset (code
 * USER_<USERNAME>, their name), so the assignee list is the company's users plus its team queues;
 * a deactivated user's row stays but is no longer offered (readLookups). Written when a user is
 * created, never on a read. Inserts only the rows missing in the scope's dataset (`userId`: of
 * that user only), naming company and dataset, so it runs as the owner (seed, start-up upgrade) or
 * in a transaction scoped to that dataset.
 */
export async function addUserAssignees(tx: Tx | Db, scope: Scope, userId?: number) {
  const missing = sql`from users u
    where u.company_id = ${scope.companyId} ${userId === undefined ? sql`` : sql`and u.id = ${userId}`} and not u.is_property_manager
      and not exists (select 1 from activity_assignees x where x.company_id = u.company_id and x.dataset = ${scope.dataset} and x.user_id = u.id)`;
  // Looked for first: the start-up upgrade sends no write when every user has their row.
  if (!(await sqlRows(tx, sql`select 1 ${missing} limit 1`)).length) return;
  await tx.execute(sql`
    insert into activity_assignees (company_id, dataset, user_id, code, description, email_address, sort_order)
    select u.company_id, ${scope.dataset}, u.id, 'USER_' || upper(u.username),
           coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username), u.email_address, 100
    ${missing}
    on conflict do nothing`);
}

/**
 * A new user's assignee rows in every dataset of their company, from a request's transaction
 * scoped to one of them: row-level security admits one dataset at a time, so the transaction's
 * dataset is switched in turn (transaction-local) and then put back.
 */
export async function addNewUserAssignees(tx: Tx, scope: Scope, userId: number) {
  for (const dataset of DATASETS) {
    await tx.execute(sql`select set_config('app.dataset', ${dataset}, true)`);
    await addUserAssignees(tx, { companyId: scope.companyId, dataset }, userId);
  }
  await tx.execute(sql`select set_config('app.dataset', ${scope.dataset}, true)`);
}
