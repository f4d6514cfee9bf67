/** A test app with two companies, each with dashboard queue rows, and signed-in callers for both. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DashboardItem, ProcessDataResponse } from '@wattle/contract';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/index';
import { ensureBootstrap } from '../src/seed/bootstrap';
import { seedDashboardFixture, type DashboardFixture } from './dashboard-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';

export interface Tenant {
  call: ReturnType<typeof as>;
  companyId: number;
  userId: number;
  fixture: DashboardFixture;
  items: DashboardItem[];
  item(code: string): DashboardItem;
}

export interface DashboardContext {
  t: TestApp;
  dataDir: string;
  acme: Tenant;
  other: Tenant;
  close(): Promise<void>;
}

async function tenant(t: TestApp, username: string, password: string, tag: string): Promise<Tenant> {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  const call = as(t.app, await login(t.app, username, password));
  const fixture = await seedDashboardFixture(t.database, { companyId: user!.companyId, dataset: 'live' }, tag, user!.id);
  const items = (await call({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  return {
    call,
    companyId: user!.companyId,
    userId: user!.id,
    fixture,
    items,
    item: (code) => {
      const found = items.find((i) => i.code === code);
      if (!found) throw new Error(`no ${code}`);
      return found;
    },
  };
}

export async function openDashboardContext(): Promise<DashboardContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-dashboard-test-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  await ensureBootstrap(
    t.database,
    loadConfig({
      NODE_ENV: 'test',
      COMPANY_CODE: 'OTHERCO',
      ADMIN_USERNAME: 'otheradmin',
      ADMIN_PASSWORD: 'Other123!',
      ADMIN_EMAIL: 'other@example.com',
      DEMO_CUSTOMERS: '0',
    }),
    {
      info: () => undefined,
    },
  );
  const acme = await tenant(t, 'admin', 'Admin123!', 'ACME');
  const other = await tenant(t, 'otheradmin', 'Other123!', 'OTHER');
  return {
    t,
    dataDir,
    acme,
    other,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const dataUrl = (item: DashboardItem, query: Record<string, string | number | boolean> = {}) => {
  const params = new URLSearchParams({ processCode: item.code, page: '1', itemsPerPage: '50' });
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  return `/api/dashboard/processes/${item.id}/data-with-pagination?${params}`;
};

export async function rows(tenant: Tenant, code: string, query: Record<string, string | number | boolean> = {}): Promise<ProcessDataResponse> {
  const res = await tenant.call({ method: 'GET', url: dataUrl(tenant.item(code), query) });
  if (res.statusCode !== 200) throw new Error(`${code}: ${res.statusCode} ${res.body}`);
  return res.json<ProcessDataResponse>();
}

export function runAction(tenant: Tenant, code: string, actionCode: string, items: unknown[], options = '') {
  const item = tenant.item(code);
  const action = item.actions.find((a) => a.code === actionCode);
  if (!action) throw new Error(`${code} has no ${actionCode}`);
  return tenant.call({
    method: 'POST',
    url: '/api/dashboard/processes/run-action',
    payload: { processId: item.id, actionId: action.id, options, itemsJson: JSON.stringify(items) },
  });
}
