/**
 * Time to generate the demo dataset: the server's own generator on a freshly migrated and
 * bootstrapped store, timed from the start of its transaction to the commit.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { ensureBootstrap } from '../../apps/server/src/seed/bootstrap';
import { generateDemoData } from '../../apps/server/src/seed/demo/index';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';

const CUSTOMERS = 2_000;

export const demoDataset: Figure = {
  title: `Generate the demo dataset (${count(CUSTOMERS)} customers)`,
  async run({ stores }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const config = loadConfig({ ...store.freshEnv(), DEMO_CUSTOMERS: '0', LOG_LEVEL: 'silent' });
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await runMigrations(database);
        const { companyId } = await ensureBootstrap(database, config, { info: () => undefined });
        const started = performance.now();
        const steps = await database.db.transaction((tx) => generateDemoData(tx, { companyId, dataset: 'demo', customers: CUSTOMERS }));
        const slowest = steps
          .toSorted((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((s) => `${s.step} ${seconds(s.ms)}`)
          .join(', ');
        rows.push({ figure: this.title, database: store.label, result: `${seconds(performance.now() - started)} (slowest steps: ${slowest})` });
      } finally {
        await database.close();
      }
    }
    return rows;
  },
};
