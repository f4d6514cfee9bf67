/** The stores and scratch space shared by the figures of one bench run. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres';
import { BENCH_ENV, type BenchContext, type Store } from './figure';

export interface OpenContext extends BenchContext {
  /** Why PostgreSQL rows are missing, when they are. */
  notes: string[];
  close(): void;
}

export async function openBenchContext(): Promise<OpenContext> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-bench-'));
  let counter = 0;
  const scratch = (name: string) => path.join(workDir, `${++counter}-${name}`);

  const stores: Store[] = [{ label: 'PGlite', freshEnv: () => ({ ...BENCH_ENV, DATA_DIR: scratch('data') }) }];
  const notes: string[] = [];
  const postgres = await startThrowawayPostgres();
  if (postgres) {
    stores.push({
      label: `PostgreSQL ${postgres.version}`,
      freshEnv: () => ({ ...BENCH_ENV, DATA_DIR: scratch('data'), DATABASE_URL: postgres.createDatabase(`wattle_bench_${++counter}`) }),
    });
  } else {
    notes.push('PostgreSQL is not installed here (/usr/lib/postgresql): its rows are left out.');
  }

  // BENCH_DB=pglite or BENCH_DB=postgres measures one database only (a quicker loop while tuning).
  const only = process.env.BENCH_DB?.toLowerCase();
  return {
    stores: stores.filter((s) => !only || s.label.toLowerCase().startsWith(only)),
    workDir,
    scratch,
    notes,
    close() {
      postgres?.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
