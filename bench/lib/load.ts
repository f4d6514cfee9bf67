/**
 * Steady load with autocannon on loopback: a fixed request rate, then throughput and latency.
 * The client runs in this process, on the same cores as the server and its database, and the
 * machine may be shared: each cell ends with the 1-minute load average and the core count seen
 * right after the run, so a noisy figure says so.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { count, ms } from './format';

export const LOAD = { rate: 1_000, seconds: 10, warmupSeconds: 2, connections: 10 } as const;

export const loadTitle = (what: string) => `${what} at ${count(LOAD.rate)} req/s for ${LOAD.seconds} s`;

/** Runs a short warm-up, then the measured run; returns the result cell. */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<string> {
  const options = { url, headers, connections: LOAD.connections, overallRate: LOAD.rate };
  await autocannon({ ...options, duration: LOAD.warmupSeconds });
  const r = await autocannon({ ...options, duration: LOAD.seconds });
  const failures = r.errors + r.timeouts + r.non2xx;
  const load = `load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
  return `${count(r.requests.average)} req/s · p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} · ${count(failures)} failed · ${load}`;
}
