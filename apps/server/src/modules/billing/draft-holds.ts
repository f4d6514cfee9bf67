import { inArray, sql, type SQL } from 'drizzle-orm';
import { ISSUE_PREVIEW_HELD_LIMIT, type BillRunIssuePreview, type HeldAccount } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { BLOCKING_EXCEPTIONS } from './exception.rules';

/**
 * What keeps a draft from being issued (billing-rules §7, docs/billing.md "Issuing asks first"): a
 * billing exception in BLOCKING_EXCEPTIONS (OPEN or HELD) of the draft's customer account that is
 * either the draft's own (raised by its run) or the account's without an invoice (raised outside a
 * run: an import, a HIGH_USAGE check, the demo data; or by a run that wrote no draft for it). An
 * exception of another invoice is that invoice's. The one rule: issuing, its preview, and releasing
 * a reviewed draft (exception-review.service.ts) all read it. `e` is the exception, `draft` the invoice.
 */
const holdsDraft = (draft: SQL) =>
  sql`e.customer_account_id = ${draft}.customer_account_id and (e.invoice_id = ${draft}.id or e.invoice_id is null) and ${inArray(sql`e.status`, [
    ...BLOCKING_EXCEPTIONS,
  ])}`;

/** Whether the draft `draft` (an alias of invoices) is held. */
export const isHeld = (draft: SQL) => sql`exists (select 1 from billing_exceptions e where ${holdsDraft(draft)})`;

/**
 * What issuing the run's drafts would do now (GET /billing/bill-runs/{id}/issue-preview): how many
 * would be issued and their total, how many stay held, and the first held accounts with every
 * exception that holds them. Writes nothing.
 */
export async function issuePreview(tx: Tx, runId: number): Promise<BillRunIssuePreview> {
  const i = sql.raw('i');
  const [totals] = await sqlRows<{ issue: number; total: string; held: number }>(
    tx,
    sql`select count(*) filter (where not d.held)::int as issue, coalesce(sum(d.total) filter (where not d.held), 0)::text as total,
        count(*) filter (where d.held)::int as held
      from (select i.total, ${isHeld(i)} as held from invoices i where i.bill_run_id = ${runId} and i.status = 'DRAFT') d`,
  );
  const heldAccounts = totals?.held
    ? await sqlRows<HeldAccount>(
        tx,
        sql`select i.customer_account_id as "customerAccountId", a.account_number as "accountNumber", c.name as "customerName",
            i.id as "invoiceId", i.total::text as total,
            (select json_agg(json_build_object('code', e.exception_code, 'message', e.message) order by e.id) from billing_exceptions e where ${holdsDraft(i)}) as reasons
          from invoices i
          join customer_accounts a on a.id = i.customer_account_id
          join customers c on c.id = a.customer_id
          where i.bill_run_id = ${runId} and i.status = 'DRAFT' and ${isHeld(i)}
          order by a.account_number, i.id
          limit ${ISSUE_PREVIEW_HELD_LIMIT}`,
      )
    : [];
  return { issue: totals?.issue ?? 0, total: totals?.total ?? '0', held: totals?.held ?? 0, heldAccounts };
}
