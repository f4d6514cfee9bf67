/**
 * What a soak (bench/soak.ts) works on, read from its store before the server opens it (PGlite
 * allows one process): the search mix, the customers whose pages are opened, the customers whose
 * Finance section is saved, the customer accounts of the bill runs, and meters of its own for the
 * meter-read imports (added here, in the demo dataset, with no reads yet).
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { companies } from '../../apps/server/src/db/schema/index';
import { intArray, sqlRows } from '../../apps/server/src/db/sql-rows';
import { withScope } from '../../apps/server/src/db/tenancy';
import { businessDate } from '../../apps/server/src/lib/business-date';
import { benchQueries, type BenchQuery } from './search-queries';

export interface SoakPlan {
  queries: BenchQuery[];
  /** Every demo customer but prospects, with its type's code (which detail page it has). */
  customers: { id: number; type: string }[];
  /** Customers whose first account has a billing cycle (its Finance form can be saved) and is none of the bill runs'. */
  saveCustomers: number[];
  /** Customer accounts with an active power account that has days to bill up to `periodTo`, and no draft invoice. */
  billRunAccounts: number[];
  periodTo: string;
  invoiceDate: string;
  /** The soak's own meters (codes SOAK-1 …), without reads. */
  meters: { id: number; code: string }[];
}

interface PlanOptions {
  customers: number;
  billRunAccounts: number;
  saveCustomers: number;
  importMeters: number;
}

export async function planSoak(env: Record<string, string>, options: PlanOptions): Promise<SoakPlan> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [company] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, config.companyCode));
    const scope = { companyId: company!.id, dataset: 'demo' as const };
    // About 40 customers sampled for the search mix, whatever the dataset's size.
    const queries = await benchQueries(database, scope.companyId, scope.dataset, 100, Math.max(1, Math.floor(options.customers / 40)));
    return await withScope(database.db, scope, async (tx) => {
      const today = await businessDate(tx);
      const periodTo = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
      const customers = await sqlRows<{ id: number; type: string }>(
        tx,
        sql`select c.id, ct.code as type from customers c join customer_types ct on ct.id = c.customer_type_id where c.status <> 'PROSPECT' order by c.id`,
      );
      const billRunAccounts = await sqlRows<{ id: number }>(
        tx,
        sql`select ca.id from customer_accounts ca
          where ca.account_status <> 'PROSPECT'
            and exists (select 1 from utility_accounts ua
              join price_plans pp on pp.id = ua.price_plan_id
              join product_types pt on pt.id = pp.product_type_id
              where ua.customer_account_id = ca.id and pt.code = 'POWER' and ua.account_status = 'ACTIVE' and ua.last_billed_date < ${periodTo}::date)
            and not exists (select 1 from invoices i where i.customer_account_id = ca.id and i.status = 'DRAFT')
          order by ca.id limit ${options.billRunAccounts}::int`,
      );
      const billed = billRunAccounts.map((a) => Number(a.id));
      // The Finance form shows a customer's first account; a save must not race a bill run over it.
      const saveCustomers = await sqlRows<{ id: number }>(
        tx,
        sql`select f.customer_id as id from (
            select distinct on (ca.customer_id) ca.customer_id, ca.billing_cycle_id from customer_accounts ca order by ca.customer_id, ca.id) f
          where f.billing_cycle_id is not null
            and not exists (select 1 from customer_accounts b where b.customer_id = f.customer_id and b.id = any(${intArray(billed)}))
          order by f.customer_id limit ${options.saveCustomers}::int`,
      );
      await tx.execute(sql`insert into sites (product_type_id, site_identifier, street_name, suburb, state, postcode, location)
        select id, 'SOAK-SITE', 'Soak Street', 'Sydney', 'NSW', '2000', '1 Soak Street, Sydney NSW 2000' from product_types where code = 'POWER'`);
      const meters = await sqlRows<{ id: number; code: string }>(
        tx,
        sql`insert into meters (site_id, product_type_id, meter_code)
          select s.id, s.product_type_id, 'SOAK-' || n from sites s cross join generate_series(1, ${options.importMeters}::int) n
          where s.site_identifier = 'SOAK-SITE'
          returning id, meter_code as code`,
      );
      return {
        queries,
        customers: customers.map((c) => ({ id: Number(c.id), type: c.type })),
        saveCustomers: saveCustomers.map((c) => Number(c.id)),
        billRunAccounts: billed,
        periodTo,
        invoiceDate: today,
        meters: meters.map((m) => ({ id: Number(m.id), code: m.code })).sort((a, b) => a.id - b.id),
      };
    });
  } finally {
    await database.close();
  }
}
