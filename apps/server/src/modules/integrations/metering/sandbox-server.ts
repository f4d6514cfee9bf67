import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MeteringSite } from '@wattle/contract';

/** A site of the sandbox provider and the meters it reads there. */
interface SandboxSite extends MeteringSite {
  meters: { serial: string; /** Reading on 2020-01-01. */ start: number; /** Usage a day. */ daily: number }[];
}

export interface SandboxAccount {
  username: string;
  password: string;
}

/** The account the development sandbox knows: what a Meter Link card is connected with locally. */
export const SANDBOX_METERING_ACCOUNT: SandboxAccount = { username: 'wattle', password: 'sandbox' };

/** The sandbox's answer to credentials it does not know, as a provider words it. */
export const SANDBOX_REFUSAL = 'Invalid username or password.';

export interface SandboxOptions {
  /** The provider accounts whose basic authentication the sandbox accepts (one per company). */
  accounts: SandboxAccount[];
  sites?: SandboxSite[];
  /** Items a page (sites and reads). */
  pageSize?: number;
}

export interface MeteringSandbox {
  url: string;
  /** Answer the next `count` API requests with `status` (a provider outage, for retries). */
  failNext(count: number, status: number): void;
  /** API requests answered so far (failed ones included). */
  readonly requests: number;
  /** The account of the last request the sandbox accepted. */
  readonly lastUsername: string | null;
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;
const EPOCH = Date.parse('2020-01-01');
const pad = (n: number) => String(n).padStart(8, '0');

/**
 * The default catalogue: 20 power sites numbered as the demo dataset numbers its customers (NMI
 * 41nnnnnnnn, meter Ennnnnnnn), so that a pull in development lands on demo meters.
 */
const defaultSandboxSites = (): SandboxSite[] =>
  Array.from({ length: 20 }, (_, k) => {
    const i = k + 1;
    return {
      id: `41${pad(i)}`,
      name: `NMI 41${pad(i)}`,
      location: { address: `${i} Sandbox Street, Sydney NSW 2000` },
      status: i % 7 === 0 ? 'INACTIVE' : 'ACTIVE',
      meters: [{ serial: `E${pad(i)}`, start: 10_000 + i * 100, daily: 8 + (i % 5) }],
    };
  });

/** A register reading on a day: the start plus the days since 2020-01-01 times the daily usage. */
const readingOn = (meter: SandboxSite['meters'][number], day: number) => (meter.start + ((day - EPOCH) / DAY_MS) * meter.daily).toFixed(3);

/**
 * The local stand-in for an external metering provider: its own small HTTP server on loopback
 * speaking the API `httpMeteringProvider` calls (`/v1/sites`, `/v1/sites/{id}/reads`, paged,
 * basic authentication of the accounts it was given), with an outage switch for tests. Started by the product in development
 * and by the tests.
 */
export async function startMeteringSandbox(options: SandboxOptions): Promise<MeteringSandbox> {
  const sites = options.sites ?? defaultSandboxSites();
  const pageSize = options.pageSize ?? 50;
  const accepted = new Map(options.accounts.map((a) => [`Basic ${Buffer.from(`${a.username}:${a.password}`).toString('base64')}`, a.username]));
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let requests = 0;
  let lastUsername: string | null = null;

  type Answer = { status: number; body: unknown };
  const paged = (items: unknown[], pageText: string | null): Answer => {
    const page = Math.max(1, Number(pageText ?? '1') || 1);
    const slice = items.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { items: slice, nextPage: page * pageSize < items.length ? page + 1 : null } };
  };

  const answer = (req: http.IncomingMessage): Answer => {
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return { status: failures.status, body: { error: 'sandbox outage' } };
    }
    const username = accepted.get(req.headers.authorization ?? '');
    if (username === undefined) return { status: 401, body: { error: 'unauthorised', message: SANDBOX_REFUSAL } };
    lastUsername = username;
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'GET' && url.pathname === '/v1/sites') {
      return paged(
        sites.map(({ meters: _meters, ...site }) => site),
        url.searchParams.get('page'),
      );
    }
    const readsPath = /^\/v1\/sites\/([^/]+)\/reads$/.exec(url.pathname);
    if (req.method !== 'GET' || !readsPath) return { status: 404, body: { error: 'not found' } };
    const site = sites.find((s) => s.id === decodeURIComponent(readsPath[1]!));
    const from = Date.parse(url.searchParams.get('from') ?? '');
    const to = Date.parse(url.searchParams.get('to') ?? '');
    if (!site) return { status: 404, body: { error: 'no such site' } };
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) return { status: 400, body: { error: 'from and to must be dates' } };
    const reads = [];
    for (let day = from; day <= to; day += DAY_MS) {
      for (const meter of site.meters)
        reads.push({ meterSerial: meter.serial, readDate: new Date(day).toISOString().slice(0, 10), reading: readingOn(meter, day) });
    }
    return paged(reads, url.searchParams.get('page'));
  };

  const server = http.createServer((req, res) => {
    requests++;
    const { status, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failNext: (count, status) => {
      failures = { count, status };
    },
    get requests() {
      return requests;
    },
    get lastUsername() {
      return lastUsername;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
