import { reconcileBuildings } from '../../modules/buildings/reconciliation.service';
import { load, sqlBuilders, type DemoContext } from './context';

/** Demo buildings with a gate meter, a common-area meter and 90 days of their reads. */
const GATED_BUILDINGS = 6;
/** Days of gate reads up to yesterday (the reconciliation queue's span). */
const GATE_DAYS = 90;
/** Every third gated building loses 15 % through its gate on about one day in six: those days do not reconcile. */
const LOSSY_EVERY = 3;

/**
 * Gate and common-area meters of the first buildings (docs/metering.md "Buildings and
 * reconciliation"): the gate reads the units' power reads plus the common area's plus a 2 % network
 * loss, except on the lossy days of every third building (15 %), and the queue is reconciled once.
 */
export async function insertGateMeters(ctx: DemoContext) {
  const { rnd, owner, mine, asOf } = sqlBuilders(ctx);
  const gated = `(SELECT b.* FROM network_nodes b WHERE ${mine('b')} AND b.node_type = 'BUILDING' ORDER BY b.id LIMIT ${GATED_BUILDINGS})`;
  await load(
    ctx,
    `INSERT INTO sites (company_id, dataset, network_node_id, product_type_id, site_identifier, street_number, street_name, suburb, state, postcode, location)
     SELECT ${owner}, b.id, pt.id, r.prefix || b.building_code, b.street_number, b.street_name, b.suburb, b.state, b.postcode,
       r.label || ', ' || b.street_number || ' ' || b.street_name || ', ' || b.suburb || ' ' || b.state || ' ' || b.postcode
     FROM ${gated} b
     JOIN product_types pt ON ${mine('pt')} AND pt.code = 'POWER'
     CROSS JOIN (VALUES ('GATE-', 'Gate meter room'), ('COMMON-', 'Common areas')) r(prefix, label)`,
  );
  await load(
    ctx,
    `INSERT INTO meters (company_id, dataset, site_id, product_type_id, meter_code, description, meter_status_code, building_role, install_date)
     SELECT ${owner}, s.id, s.product_type_id, s.site_identifier, CASE WHEN s.site_identifier LIKE 'GATE-%' THEN 'Gate meter' ELSE 'Common areas' END,
       'ACTIVE', CASE WHEN s.site_identifier LIKE 'GATE-%' THEN 'GATE' ELSE 'COMMON' END, ${asOf} - ${GATE_DAYS + 30}
     FROM sites s WHERE ${mine('s')} AND (s.site_identifier LIKE 'GATE-%' OR s.site_identifier LIKE 'COMMON-%')`,
  );
  const day = `${asOf} - 1 - q`;
  await load(
    ctx,
    `INSERT INTO meter_reads (company_id, dataset, meter_id, read_date, quantity, read_type, source)
     SELECT ${owner}, m.id, ${day}, round(9 + ${rnd('m.id * 400 + q', 801, 40)} / 10.0, 3), 'ACTUAL', 'SMART'
     FROM meters m CROSS JOIN generate_series(0, ${GATE_DAYS - 1}) q
     WHERE ${mine('m')} AND m.building_role = 'COMMON'`,
  );
  await load(
    ctx,
    `INSERT INTO meter_reads (company_id, dataset, meter_id, read_date, quantity, read_type, source)
     SELECT ${owner}, g.id, d.read_date,
       round(coalesce(u.total, 0) * CASE WHEN (b.rank % ${LOSSY_EVERY}) = 2 AND ${rnd('g.id * 400 + d.q', 802, 6)} = 0 THEN 1.15 ELSE 1.02 END, 3),
       'ACTUAL', 'SMART'
     FROM (SELECT b.id, row_number() OVER (ORDER BY b.id) AS rank FROM ${gated} b) b
     JOIN sites gs ON ${mine('gs')} AND gs.network_node_id = b.id
     JOIN meters g ON ${mine('g')} AND g.site_id = gs.id AND g.building_role = 'GATE'
     CROSS JOIN LATERAL (SELECT q, ${day} AS read_date FROM generate_series(0, ${GATE_DAYS - 1}) q) d
     CROSS JOIN LATERAL (
       SELECT sum(r.quantity) AS total FROM sites s
       JOIN meters m ON ${mine('m')} AND m.site_id = s.id AND m.product_type_id = g.product_type_id AND m.building_role IS DISTINCT FROM 'GATE'
       JOIN meter_reads r ON ${mine('r')} AND r.meter_id = m.id AND r.read_date = d.read_date
       WHERE ${mine('s')} AND s.network_node_id = b.id) u`,
  );
  const to = new Date(`${ctx.asOf}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() - 1);
  const from = new Date(to);
  from.setUTCDate(from.getUTCDate() - (GATE_DAYS - 1));
  await reconcileBuildings(ctx.tx, { companyId: ctx.companyId, dataset: ctx.dataset }, from.toISOString().slice(0, 10), to.toISOString().slice(0, 10));
}
