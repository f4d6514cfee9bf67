import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { texts } from '@wattle/contract';

/**
 * The customer segments a RUN_SEGMENT task can select (table `segments`, seeded for every dataset).
 * A segment names a query (`queryKey`) and its fixed arguments; the task's `parameterData` (JSON
 * text, empty for none) may override the arguments the query takes. Each query selects
 * (customer_account_id, customer_id) pairs of active customer accounts.
 */
export const SEGMENTS = [
  { code: 'ACTIVE_ACCOUNTS', name: 'Active accounts', description: 'Every active customer account', queryKey: 'ACTIVE_ACCOUNTS', queryArguments: {} },
  {
    code: 'IN_ARREARS',
    name: 'Accounts in arrears',
    description: 'Active accounts owing at least minBalance (default $50.00)',
    queryKey: 'BALANCE_AT_LEAST',
    queryArguments: { minBalance: '50.00' },
  },
  {
    code: 'NO_EMAIL',
    name: 'Accounts without an email address',
    description: 'Active accounts whose customer has no email address (letters go by post)',
    queryKey: 'NO_EMAIL',
    queryArguments: {},
  },
  {
    code: 'IN_BUILDING',
    name: 'Accounts in a building',
    description: 'Active accounts with an open site account in the building networkNodeId',
    queryKey: 'IN_BUILDING',
    queryArguments: { networkNodeId: null },
  },
  // What the built-in jobs' follow-up tasks work on (dashboard.seed.ts): each picks what its job's runner has just done.
  {
    code: 'REMINDED_TODAY',
    name: 'Accounts reminded today',
    description: 'Active accounts with a payment reminder dated the business day (the Arrears Review records them)',
    queryKey: 'REMINDED_TODAY',
    queryArguments: {},
  },
  {
    code: 'READ_REJECTED',
    name: 'Accounts with a meter read rejected in the last day',
    description: 'Active accounts with a meter whose imported read was rejected in the last 24 hours',
    queryKey: 'READ_REJECTED',
    queryArguments: {},
  },
  {
    code: 'EMAIL_UNDELIVERED',
    name: 'Accounts whose email was not delivered in the last day',
    description: 'Active accounts whose customer had an email bounce or fail in the last 24 hours',
    queryKey: 'EMAIL_UNDELIVERED',
    queryArguments: {},
  },
  {
    code: 'UNREAD_IN_UNBALANCED_BUILDING',
    name: 'Accounts without an actual read in a building out of balance yesterday',
    description: 'Active accounts whose meter has no actual read for yesterday in a building whose gate meter did not match its units that day',
    queryKey: 'UNREAD_IN_UNBALANCED_BUILDING',
    queryArguments: {},
  },
] as const;

const active = sql`ca.account_status = 'ACTIVE'`;
/** An amount in dollars and cents, as text or a number. */
const amount = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/));

interface SegmentQuery {
  /** The arguments the query takes; a value missing or invalid is a refusal of the task. */
  arguments: z.ZodType<Record<string, unknown>>;
  select(args: Record<string, unknown>): SQL;
}

const ofActiveAccounts = (condition: SQL) =>
  sql`select ca.id as customer_account_id, ca.customer_id from customer_accounts ca where ${active} and ${condition}`;

export const segmentQueries: Record<string, SegmentQuery> = {
  ACTIVE_ACCOUNTS: {
    arguments: z.object({}),
    select: () => sql`select ca.id as customer_account_id, ca.customer_id from customer_accounts ca where ${active}`,
  },
  BALANCE_AT_LEAST: {
    arguments: z.object({ minBalance: amount }),
    select: (args) =>
      sql`select ca.id as customer_account_id, ca.customer_id from customer_accounts ca where ${active} and ca.balance >= ${args.minBalance}::numeric`,
  },
  NO_EMAIL: {
    arguments: z.object({}),
    select: () => sql`select ca.id as customer_account_id, ca.customer_id from customer_accounts ca
      join customers c on c.id = ca.customer_id left join parties p on p.id = c.primary_party_id
      where ${active} and coalesce(trim(p.email_address), '') = ''`,
  },
  IN_BUILDING: {
    arguments: z.object({ networkNodeId: z.coerce.number().int().positive(texts.systemJobs.runLog.buildingRequired) }),
    select: (args) => sql`select ca.id as customer_account_id, ca.customer_id from customer_accounts ca where ${active}
      and exists (select 1 from utility_accounts ua join sites s on s.id = ua.site_id
        where ua.customer_account_id = ca.id and ua.account_status <> 'CLOSED' and s.network_node_id = ${args.networkNodeId})`,
  },
  REMINDED_TODAY: {
    arguments: z.object({}),
    select: () =>
      ofActiveAccounts(sql`exists (select 1 from treatments tr where tr.customer_account_id = ca.id and tr.treatment_type = 'REMINDER'
        and tr.treatment_date = (select business_date()))`),
  },
  READ_REJECTED: {
    arguments: z.object({}),
    select: () =>
      ofActiveAccounts(sql`exists (select 1 from meter_read_imports mi join meters m on m.id = mi.meter_id join utility_accounts ua on ua.id = m.utility_account_id
        where ua.customer_account_id = ca.id and mi.status = 'REJECTED' and mi.updated_at > now() - interval '1 day')`),
  },
  EMAIL_UNDELIVERED: {
    arguments: z.object({}),
    select: () =>
      ofActiveAccounts(sql`exists (select 1 from email_requests e where e.customer_id = ca.customer_id and e.request_status in ('BOUNCED', 'FAILED')
        and e.updated_at > now() - interval '1 day')`),
  },
  UNREAD_IN_UNBALANCED_BUILDING: {
    arguments: z.object({}),
    select: () =>
      ofActiveAccounts(sql`exists (select 1 from building_reconciliations br
        join sites s on s.network_node_id = br.network_node_id
        join utility_accounts ua on ua.site_id = s.id and ua.customer_account_id = ca.id and ua.account_status <> 'CLOSED'
        join meters m on m.utility_account_id = ua.id and m.building_role is null
        where br.status = 'OPEN' and br.read_date = (select business_date()) - 1
          and not exists (select 1 from meter_reads r where r.meter_id = m.id and r.read_date = br.read_date and r.read_type = 'ACTUAL'))`),
  },
};
