/**
 * API routes under steady load on each database: a server with the demo dataset, signed in
 * to it. A route that does not exist yet gets a clearly marked empty slot, never a stand-in.
 */
import { startWattle } from '../../scripts/wattle-server';
import type { Figure, Row } from '../lib/figure';
import { loadTitle, measureLoad } from '../lib/load';
import { signIn } from '../lib/session';

interface LoadTarget {
  what: string;
  path: string;
  signedIn: boolean;
}

const targets: LoadTarget[] = [
  { what: 'Public GET /api/health (one database round trip)', path: '/api/health', signedIn: false },
  { what: 'Authenticated GET /api/users/settings', path: '/api/users/settings', signedIn: true },
  { what: 'Database list route GET /api/users/system-parameters (kept 5 s per company)', path: '/api/users/system-parameters', signedIn: true },
  { what: 'Database list route read on every request: GET /api/dashboard/activities (My Activities)', path: '/api/dashboard/activities', signedIn: true },
];

const DEMO_CUSTOMERS = '2000';

export const httpLoad: Figure = {
  title: 'API under load',
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const server = await startWattle({ env: { ...store.freshEnv(), DEMO_CUSTOMERS }, logFile: scratch('http-load.log'), timeoutMs: 600_000 });
      try {
        const cookie = await signIn(server.url, true);
        const openapi = (await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
        for (const target of targets) {
          const result =
            target.path in openapi.paths
              ? await measureLoad(`${server.url}${target.path}`, target.signedIn ? { cookie } : {})
              : `empty slot: ${target.path} does not exist yet`;
          rows.push({ figure: loadTitle(target.what), database: store.label, result });
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};
