/**
 * Impact preview of a price change (issue 13): POST /api/price-plan/{id}/impact on a plan with
 * 20,000 billed utility accounts (the demo dataset's power accounts moved onto one stepped plan,
 * each given daily reads for its last billed month and the month before), until the job reports
 * COMPLETED. The edit raises the usage rates 10 % from tomorrow. Target: under 10 s on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { applyPriceChange, pricePlanImpactPaths, pricePlanPaths, type PricePlan, type PricePlanImpact, type PricePlanInput } from '@wattle/contract';
import { openDatabase } from '../../apps/server/src/db/client';
import { startWattle } from '../../scripts/wattle-server';
import { api } from '../lib/api';
import { affectedRows, insertDailyReads } from '../lib/daily-reads';
import type { Figure, Row } from '../lib/figure';
import { count, ms } from '../lib/format';
import { signIn } from '../lib/session';

const ACCOUNTS = 20_000;
/** Demo customers that give more than ACCOUNTS billed power accounts. */
const CUSTOMERS = 22_000;
const SERVER_TIMEOUT_MS = 1_800_000;

interface Option {
  id: number;
  code?: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A stepped power plan: $1.10 a day; 25c up to 1,000 kWh, 30c above. */
async function makePlan(baseUrl: string, cookie: string): Promise<PricePlan> {
  const power = (await api<Option[]>(baseUrl, cookie, pricePlanPaths.lookup('product-types'))).find((p) => p.code === 'POWER')!;
  const [network] = await api<{ networkCode: string }[]>(baseUrl, cookie, `${pricePlanPaths.lookup('networks')}?productTypeCode=POWER`);
  const basic: PricePlanInput = {
    id: -1,
    code: `IMPACT-${Date.now() % 1e8}`,
    description: 'Bench plan for the impact preview',
    productTypeId: power.id,
    networkCode: network!.networkCode,
    startDate: '2020-01-01',
    fixedRate: '1.1000000',
    usageRate: '0.2500000',
  };
  const plan = await api<PricePlan>(baseUrl, cookie, pricePlanPaths.create, basic);
  const usage = plan.variableCharges[0]!;
  const rate = { ...usage.rates[0]!, steps: [...usage.rates[0]!.steps, { stepNumber: 2, bandStart: '1000', unitRate: '0.3000000' }] };
  const res = await fetch(`${baseUrl}/api${pricePlanPaths.plan(plan.id)}`, {
    method: 'PUT',
    headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ ...plan, variableCharges: [{ ...usage, rates: [rate] }] }),
  });
  if (!res.ok) throw new Error(`adding the second step: ${res.status} ${await res.text()}`);
  return (await res.json()) as PricePlan;
}

/** Moves ACCOUNTS billed power accounts of the demo dataset onto the plan, directly in the store. */
async function moveAccounts(env: Record<string, string>, planId: number): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const result = await database.db.execute(
      sql`update utility_accounts set price_plan_id = ${planId} where id in (
            select ua.id from utility_accounts ua
            join price_plans pp on pp.company_id = ua.company_id and pp.dataset = ua.dataset and pp.id = ua.price_plan_id
            join product_types pt on pt.company_id = pp.company_id and pt.dataset = pp.dataset and pt.id = pp.product_type_id
            where ua.dataset = 'demo' and pt.code = 'POWER' and ua.last_billed_date is not null
            order by ua.id limit ${ACCOUNTS})`,
    );
    // Every moved meter gets daily reads for its last billed month and the month before (HIGH_USAGE's history), so each account rates usage.
    await insertDailyReads(database.db, {
      utilityAccountIds: sql`select id from utility_accounts where dataset = 'demo' and price_plan_id = ${planId}`,
      from: sql`ua.last_billed_date - 61`,
      to: sql`ua.last_billed_date`,
    });
    return affectedRows(result);
  } finally {
    await database.close();
  }
}

export const pricePlanImpact: Figure = {
  title: `Price plan impact preview: ${count(ACCOUNTS)} accounts`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const env = { ...store.freshEnv(), DEMO_CUSTOMERS: String(CUSTOMERS), JOBS: 'on' };
      const logFile = scratch('price-plan-impact.log');
      let server = await startWattle({ env, logFile, timeoutMs: SERVER_TIMEOUT_MS });
      let plan: PricePlan;
      try {
        plan = await makePlan(server.url, await signIn(server.url, true));
      } finally {
        await server.stop();
      }
      const moved = await moveAccounts(env, plan.id);
      if (moved !== ACCOUNTS) throw new Error(`only ${moved} billed power accounts to move onto the plan`);
      server = await startWattle({ env, logFile, timeoutMs: SERVER_TIMEOUT_MS });
      try {
        const cookie = await signIn(server.url, true);
        const saved = await api<PricePlan>(server.url, cookie, pricePlanPaths.plan(plan.id, true));
        const usage = saved.variableCharges[0]!;
        const raised = { ...usage.rates[0]!, steps: usage.rates[0]!.steps.map((s) => ({ ...s, unitRate: (Number(s.unitRate) * 1.1).toFixed(7) })) };
        const edited = { ...saved, variableCharges: [{ ...usage, rates: applyPriceChange(usage.rates, raised, day(1), -1) }] };
        const started = performance.now();
        const { id } = await api<{ id: number }>(server.url, cookie, pricePlanImpactPaths.start(plan.id), edited);
        let impact: PricePlanImpact;
        do {
          await new Promise((resolve) => setTimeout(resolve, 100));
          impact = await api<PricePlanImpact>(server.url, cookie, pricePlanImpactPaths.read(plan.id, id));
        } while (impact.status === 'QUEUED' || impact.status === 'RUNNING');
        const elapsed = performance.now() - started;
        if (impact.status !== 'COMPLETED' || impact.accountsDone !== ACCOUNTS) throw new Error(`impact preview ${impact.status}: ${impact.error ?? ''}`);
        rows.push({
          figure: `Impact preview of a price change: ${count(ACCOUNTS)} accounts rated twice over their last billed period, POST to COMPLETED (target < 10 s on PostgreSQL)`,
          database: store.label,
          result: `${ms(elapsed)} · ${count(Math.round(ACCOUNTS / (elapsed / 1000)))} accounts/s · ${count(impact.accountsAffected)} affected, total change $${impact.totalChange}`,
        });
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};
