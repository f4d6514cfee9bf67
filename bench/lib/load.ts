/** Steady load with autocannon on loopback: a fixed request rate, then throughput and latency. */
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
  return `${count(r.requests.average)} req/s · p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} · ${count(failures)} failed`;
}
