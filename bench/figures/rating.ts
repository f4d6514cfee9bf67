/**
 * Rating engine (issue 13): 100,000 utility accounts × 90 days of daily reads (half stepped, half
 * time-of-use plans), generated in memory and rated on one core by the pure engine, no database.
 * Accounts are generated a batch at a time (the whole set at once would take gigabytes); only the
 * rating is timed. CPU time is shown beside wall time: on a busy machine wall time says more
 * about the neighbours than about the engine. Target: at least 50,000 accounts a second.
 */
import os from 'node:os';
import { rateUtilityAccount } from '../../apps/server/src/modules/rating/rate-account';
import type { Figure } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { ratingAccounts } from '../lib/rating-accounts';

const ACCOUNTS = Number(process.env.BENCH_RATING_ACCOUNTS ?? 100_000);
const BATCH = 10_000;

export const ratingEngine: Figure = {
  title: `Rating engine: ${count(ACCOUNTS)} utility accounts × 90 daily reads, stepped and time-of-use, one core`,
  async run() {
    // A first batch warms the engine (and its memoised plan work) up, untimed.
    for (const input of ratingAccounts(ACCOUNTS + 1, 2_000)) rateUtilityAccount(input);
    let wallMs = 0;
    let cpuMicros = 0;
    let lines = 0;
    let exceptions = 0;
    for (let first = 1; first <= ACCOUNTS; first += BATCH) {
      const batch = ratingAccounts(first, Math.min(BATCH, ACCOUNTS - first + 1));
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (const input of batch) {
        const result = rateUtilityAccount(input);
        lines += result.lines.length;
        exceptions += result.exceptions.length;
      }
      wallMs += performance.now() - started;
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
    }
    const result =
      `${count(ACCOUNTS / (wallMs / 1000))} accounts/s (${seconds(wallMs)} wall) · ` +
      `${count(ACCOUNTS / (cpuMicros / 1e6))} accounts/s of CPU time · ${count(lines)} lines, ${count(exceptions)} exceptions · ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    return [{ figure: this.title, database: '— (in memory)', result }];
  },
};
