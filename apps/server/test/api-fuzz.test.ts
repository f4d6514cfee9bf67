import net from 'node:net';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, texts } from '@wattle/contract';
import { users } from '../src/db/schema/index';
import { schemaTables } from '../src/seed/dataset-tables';
import { createSession } from '../src/modules/auth/session.repository';
import { arbitrariesFor, rawHttpRequest } from './fuzz-arbitraries';
import { createTestApp } from './helpers';
import { documentedOperations, exampleValue, fillPath, mediaTypeOf, openApiDocument, undocumentedResponse, type DocumentedOperation } from './openapi-fixtures';
import { addCustomer, createTenant } from './search-fixtures';

/**
 * Every documented operation, fuzzed from the OpenAPI document: at least CASES requests each,
 * with no session, a forged one or a signed-in one, hostile strings and wrong types in the path,
 * the query and the body, malformed JSON, malformed multipart, and ids of another company.
 * Every request must answer (within REQUEST_TIMEOUT_MS), never with a 5xx, every refusal in the
 * message envelope, with a status and media type the document names, and no body may show a
 * stack trace, SQL or a server path. FUZZ_SEED replays a run.
 */
const CASES = 100;
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 15_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const t = await createTestApp();
afterAll(() => t.close());
const doc = await openApiDocument(t.app);
const operations = documentedOperations(doc);

/** Ids of rows of another company (and of its customer), to cross tenants with. */
async function anotherCompanysIds(): Promise<number[]> {
  const { companyId } = await createTenant(t.database, 'FUZZOTHER');
  const customer = await addCustomer(
    t.database,
    { companyId, dataset: 'live' },
    { name: 'Other Co', type: 'RESIDENT', accountNumber: 'OTHER-1', site: { location: '1 Other St', siteIdentifier: 'OTHER-SITE' } },
  );
  const ids = new Set(Object.values(customer).filter((id): id is number => typeof id === 'number'));
  for (const { table } of schemaTables().filter((x) => x.scope !== 'global')) {
    const { id, companyId: owner } = getTableColumns(table) as Record<string, PgColumn | undefined>;
    if (!id || !owner || !['serial', 'integer'].includes(id.getSQLType())) continue;
    const rows = await t.database.db.select({ id }).from(table).where(eq(owner, companyId)).limit(3);
    for (const row of rows) ids.add(row.id as number);
  }
  return [...ids];
}

const otherIds = await anotherCompanysIds();
const [admin] = await t.database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, 'admin'));
const { urlValue, bodyFor } = arbitrariesFor(doc, otherIds);

/** A fresh signed-in session per case, so that sign-out or an MFA change cannot spoil the next case. */
async function signedInCookie() {
  const token = await createSession(t.database.db, { userId: admin!.id, companyId: admin!.companyId, dataset: 'live', state: 'active' });
  return `${SESSION_COOKIE}=${token}`;
}

type Session = 'none' | 'forged' | 'signed-in';
interface Case {
  session: Session;
  csrf: boolean;
  path: Record<string, string>;
  query: [string, string][];
  body: { contentType: string; payload: string | Buffer } | null;
}

function caseFor(op: DocumentedOperation): fc.Arbitrary<Case> {
  const parameters = op.operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  return fc.record({
    // Mostly signed in and with X-CSRF: otherwise the 401 or the CSRF refusal answers before the route reads anything.
    session: fc.constantFrom<Session>('none', 'forged', 'signed-in', 'signed-in', 'signed-in', 'signed-in'),
    csrf: fc.constantFrom(true, true, true, true, false),
    path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, urlValue(p.schema)]))),
    query: fc
      .tuple(
        ...queryParameters.map((p) =>
          fc.option(
            urlValue(p.schema).map((v): [string, string] => [p.name, v]),
            { nil: undefined },
          ),
        ),
        fc.option(fc.tuple(fc.constantFrom('unknown', '__proto__', queryParameters[0]?.name ?? 'x'), urlValue(undefined)), { nil: undefined }),
      )
      .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined)),
    body: bodyFor(op),
  });
}

async function request(op: DocumentedOperation, c: Case): Promise<{ options: InjectOptions; res: LightMyRequestResponse | 'timeout' }> {
  const headers: Record<string, string> = {};
  if (c.csrf) headers['x-csrf'] = '1';
  if (c.session === 'forged') headers.cookie = `${SESSION_COOKIE}=forged-${Math.random().toString(36).slice(2)}`;
  if (c.session === 'signed-in') headers.cookie = await signedInCookie();
  if (c.body) headers['content-type'] = c.body.contentType;
  const query = c.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  const url = fillPath(op.path, c.path, true) + (query ? `?${query}` : '');
  const options: InjectOptions = { method: op.method, url, headers, payload: c.body?.payload };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS)));
  const res = await Promise.race([t.app.inject(options), timeout]).finally(() => clearTimeout(timer));
  return { options, res };
}

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at \S.*:\d+:\d+|at (?:async )?\S+ \(\S+:\d+:\d+\)/],
  ['a server path', new RegExp(`node_modules|apps/server/src|file://|${process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)],
  [
    'a database error',
    /syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|relation "[^"]*" does not exist|invalid input syntax for|invalid byte sequence|Failed query|duplicate key value|null value in column|drizzle-orm|PGlite error/i,
  ],
];

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isEnvelope = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { isSuccess?: unknown }).isSuccess === false &&
  Array.isArray((body as { messages?: unknown }).messages) &&
  (body as { messages: unknown[] }).messages.every(
    (m) => typeof (m as { message?: unknown }).message === 'string' && typeof (m as { messageType?: unknown }).messageType === 'string',
  );

/** What is wrong with one answer, if anything. */
function faultsOf(op: DocumentedOperation, res: LightMyRequestResponse | 'timeout'): string[] {
  if (res === 'timeout') return [`no answer within ${REQUEST_TIMEOUT_MS} ms`];
  const faults: string[] = [];
  if (res.statusCode >= 500) faults.push(`answered ${res.statusCode}`);
  const mediaType = mediaTypeOf(res);
  if (res.statusCode >= 400) {
    if (mediaType !== 'application/json' || !isEnvelope(jsonOf(res.body)))
      faults.push(`answered ${res.statusCode} outside the envelope (${mediaType || 'no content type'})`);
  }
  const undocumented = undocumentedResponse(op, res);
  if (undocumented && res.statusCode < 500) faults.push(undocumented.replace(`${op.name} `, ''));
  if (mediaType === 'application/json' || mediaType.startsWith('text/')) {
    for (const [what, pattern] of LEAKS) if (pattern.test(res.body)) faults.push(`shows ${what}`);
  }
  return faults;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const describeCase = (c: Case, options: InjectOptions) => {
  const body = c.body ? ` ${c.body.contentType || '(no content type)'} ${JSON.stringify(String(c.body.payload).slice(0, 80))}` : '';
  return `${options.method} ${(options.url as string).slice(0, 160)} [${c.session}${c.csrf ? '' : ', no X-CSRF'}]${body}`;
};

describe('every documented operation, fuzzed from the OpenAPI document', () => {
  it('has operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(70);
    expect(otherIds.length, String(otherIds)).toBeGreaterThan(5);
  });

  it.each(operations.map((op, index) => [op.name, op, index] as const))('%s', { timeout: 300_000 }, async (_name, op, index) => {
    const cases = fc.sample(caseFor(op), { numRuns: CASES, seed: SEED + index });
    const faults = new Map<string, string>();
    await inPool(cases, CONCURRENCY, async (c) => {
      const { options, res } = await request(op, c);
      for (const fault of faultsOf(op, res)) if (!faults.has(fault)) faults.set(fault, describeCase(c, options));
    });
    expect([...faults].map(([fault, example]) => `${fault} — e.g. ${example}`)).toEqual([]);
  });
});

/** 10,000 levels of nesting, as an object chain and as an array chain: small bodies that once overflowed the stack. */
const DEEP_LEVELS = 10_000;
const deepBodies = [`${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`, `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`];

describe('deeply nested JSON to every documented operation', () => {
  it.each(operations.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const pathValues = Object.fromEntries((op.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, exampleValue(p.schema)]));
    const takesJson = Boolean(op.operation.requestBody?.content['application/json']);
    for (const payload of deepBodies) {
      const res = await t.app.inject({
        method: op.method,
        url: fillPath(op.path, pathValues),
        headers: { cookie: await signedInCookie(), 'x-csrf': '1', 'content-type': 'application/json' },
        payload,
      });
      const answer = { status: res.statusCode, body: res.statusCode >= 400 ? jsonOf(res.body) : undefined };
      expect(answer.status, `${op.name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (takesJson) expect(answer).toEqual({ status: 400, body: { isSuccess: false, messages: [{ message: texts.server.tooDeep, messageType: 'Error' }] } });
      else if (answer.status >= 400) expect(isEnvelope(answer.body), `${op.name}: ${res.body.slice(0, 200)}`).toBe(true);
    }
  });

  it('counts brackets only outside strings: a flat body whose text holds 10,000 brackets is read', async () => {
    const payload = JSON.stringify({ username: `${'['.repeat(DEEP_LEVELS)}\\"{`, password: '}'.repeat(DEEP_LEVELS), useDemoMode: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, payload });
    // Refused by the route's schema (texts that long), not by the depth check.
    expect({ status: res.statusCode, messages: (jsonOf(res.body) as { messages: { message: string }[] }).messages.map((m) => m.message) }).toEqual({
      status: 400,
      messages: [expect.stringMatching(/^username: /), expect.stringMatching(/^password: /)],
    });
  });
});

/** Sends raw bytes on a socket of its own and reads until the server closes it (or the time-out). */
function overSocket(port: number, bytes: Buffer): Promise<Buffer | 'timeout'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, REQUEST_TIMEOUT_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}

/** Status and body of a raw HTTP/1.1 answer (a chunked body decoded). */
function parseAnswer(answer: Buffer): { status: number; contentType: string; body: string } | null {
  const text = answer.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!status || end < 0) return null;
  const head = text.slice(0, end).toLowerCase();
  let body = answer.subarray(end + 4).toString('utf8');
  if (/\r\ntransfer-encoding: *chunked/.test(head)) {
    let decoded = '';
    for (let rest = body; ;) {
      const size = parseInt(rest, 16);
      if (!size) break;
      const start = rest.indexOf('\r\n') + 2;
      decoded += rest.slice(start, start + size);
      rest = rest.slice(start + size + 2);
    }
    body = decoded;
  }
  return { status: Number(status[1]), contentType: /\r\ncontent-type: *([^;\r]*)/.exec(head)?.[1] ?? '', body };
}

describe('the HTTP layer, fuzzed over a socket', () => {
  it('answers malformed requests (oversized headers, Transfer-Encoding with Content-Length, bad framing) in the envelope', { timeout: 300_000 }, async () => {
    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const requests = fc.sample(rawHttpRequest, { numRuns: CASES, seed: SEED });
    const faults = new Map<string, string>();
    await inPool(requests, CONCURRENCY, async (bytes) => {
      const answer = await overSocket(port, bytes);
      const parsed = answer === 'timeout' ? null : parseAnswer(answer);
      const fault =
        answer === 'timeout'
          ? `no answer within ${REQUEST_TIMEOUT_MS} ms`
          : !parsed
            ? 'no HTTP answer'
            : parsed.status >= 500
              ? `answered ${parsed.status}`
              : parsed.status >= 400 && (parsed.contentType !== 'application/json' || !isEnvelope(jsonOf(parsed.body)))
                ? `answered ${parsed.status} outside the envelope (${parsed.contentType || 'no content type'})`
                : null;
      if (fault && !faults.has(fault)) faults.set(fault, JSON.stringify(bytes.toString('latin1').slice(0, 160)));
    });
    expect([...faults].map(([fault, example]) => `${fault} — e.g. ${example}`)).toEqual([]);
  });
});
