/** Cold start: spawn the real server on an empty store and time its first answer of /api/health. */
import { startWattle } from '../../scripts/wattle-server';
import type { Figure } from '../lib/figure';
import { seconds } from '../lib/format';

export const coldStart: Figure = {
  title: 'Cold start to first answer, empty store (spawn → GET /api/health 200)',
  async run({ stores, scratch }) {
    const rows = [];
    for (const store of stores) {
      const server = await startWattle({ env: { ...store.freshEnv(), DEMO_CUSTOMERS: '0' }, logFile: scratch('cold-start.log') });
      await server.stop();
      rows.push({ figure: this.title, database: store.label, result: seconds(server.startMs) });
    }
    return rows;
  },
};
