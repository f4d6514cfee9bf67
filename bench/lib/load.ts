/**
 * Steady load with autocannon on loopback: a fixed request rate, then throughput and latency.
 * The client runs in this process, on the same cores as the server and its database, and the
 * machine may be shared: each cell ends with the 1-minute load average and the core count seen
 * right after the run, so a noisy figure says so.
 *
 * Two p99s are printed. autocannon's own (the one the goal was first read against) corrects for
 * coordinated omission with recordValueWithExpectedInterval(latency, ceil(1 / rate)): with the
 * per-connection rate in requests per second that interval is 1 ms, so every response slower than
 * 1 ms adds one made-up sample per millisecond (a 30 ms stall adds 29), although each connection
 * here is due to send only every 10 ms (and autocannon's rate is a per-second quota, not a
 * schedule). "responses p99" is the 99th percentile of the response times actually measured.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { count, ms } from './format';
import { percentile } from './percentile';

const LOAD = { rate: 1_000, seconds: 10, warmupSeconds: 2, connections: 10 } as const;

export const loadTitle = (what: string) => `${what} at ${count(LOAD.rate)} req/s for ${LOAD.seconds} s`;

/** Runs a short warm-up, then the measured run; returns the result cell. */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<string> {
  const options = { url, headers, connections: LOAD.connections, overallRate: LOAD.rate };
  await autocannon({ ...options, duration: LOAD.warmupSeconds });
  const responses: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...options, duration: LOAD.seconds }, (error, result) => (error ? reject(error as Error) : resolve(result)));
    // Emitted as (client, statusCode, bytes, responseTime); the type declarations leave out the client.
    run.on('response', (...args: unknown[]) => responses.push(args[3] as number));
  });
  const failures = r.errors + r.timeouts + r.non2xx;
  const load = `load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
  return `${count(r.requests.average)} req/s · p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} · responses p99 ${ms(percentile(responses, 99))} · ${count(failures)} failed · ${load}`;
}
