/**
 * `npm run bench`: runs every figure against the built app on this machine and prints one
 * markdown table. Figures are measured and printed, never asserted.
 *
 * BENCH_ONLY=<words> runs only the figures whose title contains one of the comma-separated
 * words (case-insensitive), e.g. `BENCH_ONLY=load npm run bench -w @wattle/bench` for the API under load.
 */
import os from 'node:os';
import { figures } from './figures/index';
import { openBenchContext } from './lib/context';
import type { Row } from './lib/figure';
import { markdownTable } from './lib/format';

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const selected = only.length ? figures.filter((f) => only.some((w) => f.title.toLowerCase().includes(w))) : figures;
if (!selected.length) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no figure: ${figures.map((f) => f.title).join(', ')}`);

const context = await openBenchContext();
const rows: Row[] = [];
let failed = false;
try {
  for (const figure of selected) {
    console.error(`bench: ${figure.title}…`);
    try {
      rows.push(...(await figure.run(context)));
    } catch (error) {
      failed = true;
      rows.push({ figure: figure.title, database: '—', result: `failed: ${(error as Error).message.split('\n')[0]}` });
    }
  }
} finally {
  context.close();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nWattle bench · ${new Date().toISOString().slice(0, 10)} · Node ${process.versions.node} · ${os.cpus().length} × ${cpu}\n`);
console.log(markdownTable(rows));
for (const note of context.notes) console.log(`\n${note}`);
if (failed) process.exitCode = 1;
