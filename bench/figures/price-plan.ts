/**
 * Price plan editor (issue 13): GET /api/price-plan/{id}?allRates of a plan with 10 schedules × 20
 * rates (4 fixed, 6 usage with 3 steps each), as the editor opens it, one request after another
 * over HTTP on each database. The plan is made through POST /api/price-plan on an empty store.
 * Target: p95 under 300 ms.
 */
import { pricePlanPaths, type PricePlan, type PricePlanInput } from '@wattle/contract';
import { startWattle } from '../../scripts/wattle-server';
import type { Figure, Row } from '../lib/figure';
import { ms } from '../lib/format';
import { percentile } from '../lib/percentile';
import { signIn } from '../lib/session';

const REQUESTS = 200;
const FIXED = 4;
const USAGE = 6;
const RATES = 20;

interface Option {
  id: number;
  code?: string;
  scheduleTypeId?: number | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** 20 consecutive 30-day rates, the last open-ended. */
function rates<T>(rate: (k: number) => T) {
  return Array.from({ length: RATES }, (_, k) => ({
    id: -(k + 1),
    startDate: day(-600 + 30 * k),
    endDate: k === RATES - 1 ? null : day(-600 + 30 * k + 29),
    minimumCharge: '0',
    ...rate(k),
  }));
}

async function makePlan(baseUrl: string, cookie: string): Promise<number> {
  const get = async <T>(path: string) => (await (await fetch(`${baseUrl}/api${path}`, { headers: { cookie } })).json()) as T;
  const power = (await get<Option[]>(pricePlanPaths.lookup('product-types'))).find((p) => p.code === 'POWER')!;
  const [network] = await get<{ networkCode: string }[]>(`${pricePlanPaths.lookup('networks')}?productTypeId=${power.id}`);
  const types = await get<(Option & { isFixedCharge: boolean })[]>(`${pricePlanPaths.lookup('schedule-types')}?productTypeId=${power.id}`);
  const categories = await get<Option[]>(pricePlanPaths.lookup('item-categories'));
  const classes = await get<Option[]>(`${pricePlanPaths.lookup('price-class')}?productTypeId=${power.id}`);
  const fixedType = types.find((t) => t.isFixedCharge)!.id;
  const usageType = types.find((t) => !t.isFixedCharge)!.id;
  const categoryOf = (type: number) => categories.find((c) => c.scheduleTypeId === type)!.id;
  const schedule = (id: number, type: number) => ({ id, invoiceDescription: `Schedule ${-id}`, scheduleTypeId: type, itemCategory: categoryOf(type) });
  const plan: PricePlanInput = {
    id: -1,
    code: `BENCH-${Date.now() % 1e8}`,
    description: 'Bench plan: 10 schedules × 20 rates',
    productTypeId: power.id,
    networkCode: network!.networkCode,
    startDate: day(-600),
    fixedCharges: Array.from({ length: FIXED }, (_, i) => ({
      ...schedule(-(i + 1), fixedType),
      rates: rates((k) => ({ unitRate: (1 + k / 100).toFixed(7) })),
    })),
    variableCharges: classes.slice(0, USAGE).map((c, i) => ({
      ...schedule(-(FIXED + i + 1), usageType),
      priceClassId: c.id,
      rates: rates((k) => ({
        steps: [0, 1, 2].map((s) => ({ stepNumber: s + 1, bandStart: String(s * 1000), unitRate: (0.2 + s / 10 + k / 1000).toFixed(7) })),
      })),
    })),
  };
  const res = await fetch(`${baseUrl}/api${pricePlanPaths.create}`, {
    method: 'POST',
    headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (!res.ok) throw new Error(`creating the bench plan: ${res.status} ${await res.text()}`);
  return ((await res.json()) as PricePlan).id;
}

export const pricePlanOpen: Figure = {
  title: 'Price plan editor: GET /api/price-plan/{id}?allRates, 10 schedules × 20 rates',
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const server = await startWattle({
        env: { ...store.freshEnv(), DEMO_CUSTOMERS: '0', JOBS: 'off' },
        logFile: scratch('price-plan.log'),
        timeoutMs: 600_000,
      });
      try {
        const cookie = await signIn(server.url, false);
        const id = await makePlan(server.url, cookie);
        const url = `${server.url}/api${pricePlanPaths.plan(id, true)}`;
        const open = async () => {
          const started = performance.now();
          const res = await fetch(url, { headers: { cookie } });
          const plan = (await res.json()) as PricePlan;
          if (!res.ok || plan.fixedCharges.length + plan.variableCharges.length !== FIXED + USAGE) throw new Error(`GET ${url}: ${res.status}`);
          return performance.now() - started;
        };
        for (let i = 0; i < 20; i++) await open();
        const latencies: number[] = [];
        for (let i = 0; i < REQUESTS; i++) latencies.push(await open());
        rows.push({
          figure: `Price plan editor opens a plan of 10 schedules × 20 rates (GET ?allRates, ${REQUESTS} requests one after another; target p95 < 300 ms)`,
          database: store.label,
          result: `p50 ${ms(percentile(latencies, 50))} · p95 ${ms(percentile(latencies, 95))} · max ${ms(Math.max(...latencies))}`,
        });
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};
