import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { users } from '../../apps/server/src/db/schema/index';
import { withScope, type Scope } from '../../apps/server/src/db/tenancy';
import type { Scoped } from '../../apps/server/src/lib/batches';
import { ensureBootstrap } from '../../apps/server/src/seed/bootstrap';

interface OpenStore {
  database: Database;
  scope: Scope;
  scoped: Scoped;
}

/**
 * A migrated store bootstrapped as the server starts one, with the generator's demo dataset of
 * `demoCustomers` customers (0: none); scoped to the admin's company and `dataset`.
 */
export async function bootstrappedStore(env: Record<string, string>, demoCustomers: number, dataset: Scope['dataset']): Promise<OpenStore> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  await runMigrations(database);
  await ensureBootstrap(database, loadConfig({ ...env, DEMO_CUSTOMERS: String(demoCustomers), LOG_LEVEL: 'silent' }), { info: () => undefined });
  const [admin] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin'));
  const scope = { companyId: admin!.companyId, dataset };
  const scoped: Scoped = (work) => withScope(database.db, scope, work);
  return { database, scope, scoped };
}

/** A migrated, bootstrapped store with `meters` meters (BENCH-1 …, NMI BENCH00001 … as their site's identifier) at sites of the live dataset. */
export async function storeWithMeters(env: Record<string, string>, meters: number): Promise<OpenStore> {
  const { database, scope, scoped } = await bootstrappedStore(env, 0, 'live');
  await scoped(async (tx) => {
    // Sites and meters without customers: no search card shows them, so the search index's triggers are left out (they would look up every site's customers).
    await tx.execute(sql`set local wattle.bulk_load = 'on'`);
    await tx.execute(sql`insert into sites (product_type_id, site_identifier, street_name, suburb, state, postcode, location)
      select id, 'BENCH' || lpad(n::text, 5, '0'), 'Bench Street', 'Sydney', 'NSW', '2000', n || ' Bench Street, Sydney NSW 2000'
      from product_types cross join generate_series(1, ${meters}::int) n where code = 'POWER'`);
    await tx.execute(sql`insert into meters (site_id, product_type_id, meter_code)
      select s.id, s.product_type_id, 'BENCH-' || ltrim(substr(s.site_identifier, 6), '0') from sites s where s.site_identifier like 'BENCH%'`);
  });
  // Statistics as autovacuum keeps them on a store in use: without them the planner takes every
  // company-scoped index for a one-row lookup (rows=1 estimates) and sorts or hashes whole tables.
  await database.db.execute(sql`analyze`);
  return { database, scope, scoped };
}
