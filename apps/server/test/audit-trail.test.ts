import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionConfig } from '@wattle/contract';
import { auditLog, users } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { audit } from '../src/lib/audit';
import { as, createTestApp, login, type TestApp } from './helpers';
import { reportIds, JANUARY_2025, parametersQuery } from './reports/reports-fixtures';
import { addCustomerFixture, adminScope } from './sections-fixtures';
import type { Scope } from './search-fixtures';

/**
 * Issue 23 item 10 parts 4 and 6: the audit log is append-only for the application's role, the
 * sign-in secrets are out of its reach, exports are audited, and bill-run rows name the user and
 * their address.
 */

let t: TestApp;
let admin: ReturnType<typeof as>;
let scope: Scope;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  [{ id: adminId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'))) as [{ id: number }];
});
afterAll(() => t.close());

/** Runs a statement in the tenant role's scoped transaction: the database's refusal, or 'allowed'. */
const asTenant = (statement: SQL) =>
  withScope(t.database.db, scope, (tx) => tx.execute(statement)).then(
    () => 'allowed',
    (error: unknown) => {
      const e = error as Error;
      return String((e.cause as Error | undefined)?.message ?? e.message);
    },
  );

/** The audit rows of one event, as the owner reads them. */
const rowsOf = (event: string) => t.database.db.select().from(auditLog).where(eq(auditLog.event, event));

describe('the audit log', () => {
  it('takes new rows from the application role but refuses to change or remove one', async () => {
    await withScope(t.database.db, scope, (tx) => audit(tx, { event: 'test.append-only', username: 'admin' }));
    const [row] = await rowsOf('test.append-only');
    expect(row).toBeDefined();
    const tamper = [
      sql`update audit_log set detail = 'forged' where id = ${row!.id}`,
      sql`delete from audit_log where id = ${row!.id}`,
      sql`truncate audit_log`,
    ];
    for (const statement of tamper) {
      expect(await asTenant(statement)).toMatch(/permission denied/);
    }
    expect(await rowsOf('test.append-only')).toEqual([row]);
  });
});

describe('sign-in secrets', () => {
  it.each(['sessions', 'mail_outbox', 'password_reset_tokens', 'mfa_email_codes', 'mfa_totp_enrolments'])(
    'are out of the tenant role’s reach: %s',
    async (table) => {
      expect(await asTenant(sql.raw(`select count(*) from "${table}"`))).toMatch(/permission denied/);
    },
  );
});

describe('exports', () => {
  it('write one audit row each with the user, the address and what was asked for', async () => {
    const [section] = (await admin({ method: 'GET', url: '/api/display/sections?codes=USERS' })).json<{ sections: SectionConfig[] }>().sections;
    const reports = await reportIds(admin);
    const exports: [string, string][] = [
      ['section.export', `/api/display/sections/${section!.id}/export`],
      ['report.export', `/api/reports/${reports['Payments Received']}/export?${parametersQuery(JANUARY_2025)}`],
      ['activities.export', '/api/activities/export'],
    ];
    for (const [event, url] of exports) {
      const res = await admin({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const rows = await rowsOf(event);
      expect(rows, event).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: adminId, username: 'admin', ipAddress: '127.0.0.1', companyId: scope.companyId });
    }
    const [sectionRow] = await rowsOf('section.export');
    expect(sectionRow!.newValues).toMatchObject({ params: { sectionId: section!.id } });
  });

  it('writes no row for a refused export', async () => {
    const before = (await rowsOf('section.export')).length;
    expect((await admin({ method: 'GET', url: '/api/display/sections/999999/export' })).statusCode).toBe(404);
    expect(await rowsOf('section.export')).toHaveLength(before);
  });
});

describe('bill runs', () => {
  it('audit starting and cancelling a run with the user and their address', async () => {
    const { accountId } = await addCustomerFixture(t.database, scope, 'RESIDENT');
    const started = await admin({
      method: 'POST',
      url: '/api/billing/bill-runs',
      payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', dryRun: true, customerAccountIds: [accountId] },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json<{ id: number }>();
    expect((await admin({ method: 'POST', url: `/api/billing/bill-runs/${id}/cancel` })).statusCode).toBe(200);
    for (const event of ['bill-run.start', 'bill-run.cancel']) {
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, event), eq(auditLog.entityId, String(id))));
      expect(row, event).toMatchObject({ userId: adminId, username: 'admin', ipAddress: '127.0.0.1' });
    }
  });
});
