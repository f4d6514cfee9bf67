import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { SESSION_COOKIE } from '@wattle/contract';
import { auditLog, companies, mailOutbox, users } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password';
import type { TestApp } from './helpers';

/** Test users get unique names so tests in one file never collide. */
let sequence = 0;
export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
}

export async function createUser(t: TestApp, overrides: { companyCode?: string; email?: string; password?: string } = {}): Promise<TestUser> {
  const n = ++sequence;
  const username = `user${n}_${Math.random().toString(36).slice(2, 7)}`;
  const password = overrides.password ?? `Secret${n}pass`;
  const email = overrides.email ?? `${username}@example.test`;
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, overrides.companyCode ?? 'ACME'));
  const [row] = await t.database.db
    .insert(users)
    .values({
      companyId: company!.id,
      username,
      firstName: 'Test',
      lastName: `User ${n}`,
      emailAddress: email,
      userRoles: 'ADMIN',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, username, password, email };
}

export const credentials = (u: TestUser, useDemoMode = false) => ({ username: u.username, password: u.password, useDemoMode });

let caller = 0;
/**
 * Each call comes from an address of its own (documentation range), so that the per-address
 * rate limit and lock-out only act in the tests about them (which name their addresses).
 */
const nextAddress = () => `2001:db8::${(++caller).toString(16)}`;

export function post(t: TestApp, url: string, payload?: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    payload: payload as never,
    headers: { 'x-csrf': '1', ...(cookie ? { cookie } : {}) },
  });
}

export function get(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The session cookie a response set, as a request header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The authenticator code an app would show for `secret` at `time` (ms). */
export const totpAt = (secret: string, time = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: time });

export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The newest email kept in the outbox for `to` (the server has no SMTP_URL in these tests). */
export function lastOutboxMail(t: TestApp, to: string, afterId = 0) {
  return waitFor(async () => {
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
    return row && row.id > afterId ? row : undefined;
  }, `an email to ${to}`);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export async function auditEvents(t: TestApp, username: string) {
  const rows = await t.database.db
    .select({ event: auditLog.event, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.username, username))
    .orderBy(auditLog.id);
  return rows.map((r) => (r.detail ? `${r.event}:${r.detail}` : r.event));
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpSink() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
