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
};
