import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';

/** Whom a bulk send goes to (spec 2 §2.6); a template letter also names the delivery methods. */
export type BulkSelection = {
  networkNodeIds: number[];
  customerTypeIds: number[];
  deliveryMethodIds?: number[];
};

/**
 * One customer account per customer (their first) that is active, of one of the customer types,
 * with an open site account in one of the buildings and, when delivery methods are named, whose
 * correspondence setting is one of them (an account without one counts as EMAIL).
 */
function recipientAccounts(selection: BulkSelection): SQL {
  const delivery = selection.deliveryMethodIds
    ? sql`and coalesce(ca.delivery_method_id, (select id from delivery_methods where code = 'EMAIL')) = any(${intArray(selection.deliveryMethodIds)})`
    : sql``;
  return sql`select min(ca.id) as customer_account_id
    from customer_accounts ca join customers c on c.id = ca.customer_id
    where ca.account_status = 'ACTIVE' and c.customer_type_id = any(${intArray(selection.customerTypeIds)}) ${delivery}
      and exists (select 1 from utility_accounts ua join sites s on s.id = ua.site_id
        where ua.customer_account_id = ca.id and ua.account_status <> 'CLOSED' and s.network_node_id = any(${intArray(selection.networkNodeIds)}))
    group by ca.customer_id`;
}

export interface RecipientAccount {
  customerAccountId: number;
  /** The account's delivery method code (POST: letters are posted). */
  delivery: string | null;
}

/** The next `limit` recipient accounts after `after`, in account id order. */
export async function recipientPage(tx: Tx, selection: BulkSelection, after: number, limit: number): Promise<RecipientAccount[]> {
  const rows = await sqlRows<{ customer_account_id: number; delivery: string | null }>(
    tx,
    sql`select r.customer_account_id, dm.code as delivery
      from (${recipientAccounts(selection)}) r
      join customer_accounts ca on ca.id = r.customer_account_id
      left join delivery_methods dm on dm.id = ca.delivery_method_id
      where r.customer_account_id > ${after}
      order by r.customer_account_id limit ${limit}`,
  );
  return rows.map((r) => ({ customerAccountId: r.customer_account_id, delivery: r.delivery }));
}

const noEmail = sql`coalesce(trim(p.email_address), '') = ''`;

/**
 * How many customers the selection names, and how many of them cannot be reached: without an email
 * address, without a mobile number, and to be emailed a letter (not by POST) without an address:
 * the same tests the job's writers make (recipient-requests.ts), so a count before the send is what it writes.
 */
export async function recipientSummary(tx: Tx, selection: BulkSelection) {
  const [row] = await sqlRows<{ recipients: number; without_email: number; without_mobile: number; unmailable: number; first_with_email: number | null }>(
    tx,
    sql`select count(*)::int as recipients,
        count(*) filter (where ${noEmail})::int as without_email,
        count(*) filter (where coalesce(trim(p.mobile_phone), '') = '')::int as without_mobile,
        count(*) filter (where ${noEmail} and dm.code is distinct from 'POST')::int as unmailable,
        min(r.customer_account_id) filter (where not ${noEmail}) as first_with_email
      from (${recipientAccounts(selection)}) r
      join customer_accounts ca on ca.id = r.customer_account_id
      left join delivery_methods dm on dm.id = ca.delivery_method_id
      join customers c on c.id = ca.customer_id
      left join parties p on p.id = c.primary_party_id`,
  );
  return {
    recipients: row!.recipients,
    withoutEmail: row!.without_email,
    withoutMobile: row!.without_mobile,
    unmailable: row!.unmailable,
    firstWithEmail: row!.first_with_email,
  };
}
