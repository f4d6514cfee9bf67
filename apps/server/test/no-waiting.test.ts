import { once } from 'node:events';
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@wattle/contract';
import { openDashboardContext, rows, type DashboardContext } from './dashboard-context';
import { login } from './helpers';

/** Enough rows that the workbook is many times what a socket buffers. */
const EXTRA_ROWS = 30_000;

let ctx: DashboardContext;
const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-no-waiting-'));
const socketPath = path.join(socketDir, 'server.sock');

beforeAll(async () => {
  ctx = await openDashboardContext();
  // Rows of hex text (which compresses poorly) in the acme company's Billing Exceptions queue.
  await ctx.t.database.db.execute(sql`
    insert into billing_exceptions (company_id, dataset, customer_account_id, exception_code, message)
    select e.company_id, e.dataset, e.customer_account_id, 'HIGH_USAGE', md5(g::text) || md5((g * 7)::text)
    from billing_exceptions e, generate_series(1, ${EXTRA_ROWS}) g where e.id = ${ctx.acme.fixture.exceptions.open}`);
  // A Unix socket: its small buffers fill after a few hundred kilobytes of a download nobody reads.
  await ctx.t.app.listen({ path: socketPath });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

describe('one transaction at a time (PGlite): a download never holds one', () => {
  it('signs a user in while a large dashboard export waits for its client to read on', async () => {
    const item = ctx.acme.item('BILLEXCEPTIONS');
    const expected = (await rows(ctx.acme, 'BILLEXCEPTIONS')).totalItems;
    expect(expected).toBeGreaterThan(EXTRA_ROWS);
    const cookie = await login(ctx.t.app);
    const download = await new Promise<IncomingMessage>((resolve, reject) =>
      http.get({ socketPath, path: `/api/dashboard/processes/${item.id}/export?processCode=${item.code}`, headers: { cookie } }, resolve).on('error', reject),
    );
    expect(download.statusCode).toBe(200);
    // Take the first bytes, then stop reading: the server can only go on once the client reads.
    download.pause();
    let ended = false;
    download.on('end', () => (ended = true));

    const signIn = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf': '1' },
      payload: { username: 'admin', password: 'Admin123!', useDemoMode: false },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    // The sign-in is done and the download is not: the export held no transaction while it waited.
    expect(ended).toBe(false);

    const chunks: Buffer[] = [];
    download.on('data', (chunk: Buffer) => chunks.push(chunk));
    download.resume();
    await once(download, 'end');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(expected + 1);
  }, 180_000);
});
