/**
 * Building reconciliation (issue 15): 1,000 buildings, each with 10 unit meters, a common-area
 * meter and a gate meter, and 90 days of daily reads (1,080,000 reads); every tenth building loses
 * 15 % on one day in seven and some unit reads are missing. Times reconcileBuildings over the 90
 * days, directly on the store (as the daily task runs it), then again (the OPEN rows replaced).
 * Target: under 30 s.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { sqlRows } from '../../apps/server/src/db/sql-rows';
import { reconcileBuildings } from '../../apps/server/src/modules/buildings/reconciliation.service';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { seedCustomers } from '../lib/seed';

const BUILDINGS = 1_000;
const UNITS = 10;
const DAYS = 90;
const TO = '2026-09-30';
const FROM = '2026-07-03';

/** The buildings, their sites, meters and reads, in the demo dataset of the store's company. */
async function prepare(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const [scope] = await sqlRows<{ company_id: number }>(tx, sql`select id as company_id from companies order by id limit 1`);
      const companyId = scope!.company_id;
      const owner = sql`${companyId}, 'demo'`;
      await tx.execute(sql`insert into network_nodes (company_id, dataset, building_code, description)
        select ${owner}, 'RB' || lpad(b::text, 5, '0'), 'Bench building ' || b from generate_series(1, ${BUILDINGS}) b`);
      await tx.execute(sql`insert into sites (company_id, dataset, network_node_id, product_type_id, site_identifier, street_name, suburb, state, postcode, location)
        select ${owner}, n.id, pt.id, n.building_code || '-' || k, 'Bench St', 'Sydney', 'NSW', '2000', n.building_code || ' meter ' || k
        from network_nodes n join product_types pt on pt.company_id = n.company_id and pt.dataset = n.dataset and pt.code = 'POWER'
        cross join generate_series(1, ${UNITS + 2}) k
        where n.company_id = ${companyId} and n.dataset = 'demo' and n.building_code like 'RB%'`);
      await tx.execute(sql`insert into meters (company_id, dataset, site_id, product_type_id, meter_code, building_role)
        select ${owner}, s.id, s.product_type_id, s.site_identifier,
          case split_part(s.site_identifier, '-', 2)::int when ${UNITS + 1} then 'COMMON' when ${UNITS + 2} then 'GATE' end
        from sites s where s.company_id = ${companyId} and s.dataset = 'demo' and s.site_identifier like 'RB%'`);
      await tx.execute(sql`insert into meter_reads (company_id, dataset, meter_id, read_date, quantity)
        select ${owner}, m.id, d::date,
          case m.building_role when 'COMMON' then 1.000
            when 'GATE' then case when substr(m.meter_code, 3, 5)::int % 10 = 0 and extract(doy from d)::int % 7 = 0 then 24.150 else 21.420 end
            else 2.000 end
        from meters m cross join generate_series(${FROM}::date, ${TO}::date, interval '1 day') d
        where m.company_id = ${companyId} and m.dataset = 'demo' and m.meter_code like 'RB%'
          and not (m.building_role is null and substr(m.meter_code, 3, 5)::int % 50 = 0 and split_part(m.meter_code, '-', 2) = '1' and extract(day from d) = 15)`);
      for (const table of ['meters', 'sites', 'meter_reads', 'network_nodes']) await tx.execute(sql.raw(`analyze ${table}`));
      return { companyId, dataset: 'demo' as const };
    });
  } finally {
    await database.close();
  }
}

async function timed(env: Record<string, string>, scope: { companyId: number; dataset: 'demo' }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const started = performance.now();
    const outcome = await database.db.transaction((tx) => reconcileBuildings(tx, scope, FROM, TO));
    return { ms: performance.now() - started, ...outcome };
  } finally {
    await database.close();
  }
}

export const buildingReconciliationFigure: Figure = {
  title: `Building reconciliation: ${count(BUILDINGS)} buildings × ${DAYS} days`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const env = store.freshEnv();
      await seedCustomers(env, 0, scratch('building-reconciliation.log'));
      const scope = await prepare(env);
      const first = await timed(env, scope);
      const again = await timed(env, scope);
      rows.push({
        figure: `Building reconciliation: ${count(BUILDINGS)} buildings × ${DAYS} days, ${count(BUILDINGS * (UNITS + 2) * DAYS)} reads (target < 30 s)`,
        database: store.label,
        result: `${seconds(first.ms)} · ${count(first.days)} building days judged, ${count(first.listed)} listed · again ${seconds(again.ms)}`,
      });
    }
    return rows;
  },
};
