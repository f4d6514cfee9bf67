import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Set (by .ci/run, or by hand) to also run the API suite on that PostgreSQL server. */
const postgresUrl = process.env.TEST_DATABASE_URL;
/** .ci/run collects machine-readable results here for its closing summary line. */
const reportsDir = process.env.WATTLE_TEST_REPORTS;

const SERVER_TESTS = ['apps/server/test/**/*.test.ts'];
/**
 * With a PostgreSQL server the whole API suite runs on it, and on PGlite (the embedded default) only
 * the files about the database itself: transactions and isolation, start-up and upgrades, caches
 * and change notices, the job queue on PGlite, and backups of the embedded store. Without one, everything runs on PGlite.
 */
const PGLITE_TESTS = [
  'tenancy',
  'scoped-transactions',
  'property-manager-scope',
  'bootstrap',
  'seed',
  'definitions-upgrade',
  'production-build',
  'shutdown',
  'no-waiting',
  'auth.session-cache',
  'file-store',
  'platform',
  'metrics-health',
  'storable-input',
  'session-purge',
  'scheduled-runs',
  'bulk-messaging',
  'reports/saved-reports',
  'billing/bill-runs',
  'price-plan-impact/price-plan-impact',
  'backup',
].map((name) => `apps/server/test/${name}.test.ts`);

/**
 * Files that change what a module holds for the whole process (a module mocked, a cache's lifetime,
 * environment variables): each runs in a fresh module graph. The rest of the PostgreSQL run shares
 * one graph per worker (`isolate: false`), which halves its time: every file builds its own app on
 * its own database, so nothing else carries over from file to file.
 */
const ISOLATED_TESTS = ['auth.login', 'auth.session-cache', 'two-servers'].map((name) => `apps/server/test/${name}.test.ts`);

interface ServerProject {
  name: string;
  databaseUrl: string;
  groupOrder: number;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  maxWorkers?: number;
}

/** The API suite; createTestApp (apps/server/test/helpers.ts) uses PGlite unless TEST_DATABASE_URL is set. */
const serverProject = ({ name, databaseUrl, groupOrder, include, exclude = [], isolate = true, maxWorkers = 2 }: ServerProject) => ({
  test: {
    name,
    include,
    exclude,
    isolate,
    // Migrates one template store per run; each file's app starts from a copy of it.
    globalSetup: ['apps/server/test/global-setup.ts'],
    environment: 'node',
    // A few cases build a second app from scratch (production settings): slow on a busy machine.
    testTimeout: 60_000,
    // Each file builds its app on a fresh database (PGlite start-up, migrations, bootstrap): generous on a busy machine.
    hookTimeout: 120_000,
    // PGlite is single-threaded and memory-hungry: a few files at a time on 2 cores.
    pool: 'forks' as const,
    maxWorkers,
    env: { TEST_DATABASE_URL: databaseUrl },
    // The PostgreSQL run starts after the PGlite run, not beside it.
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    reporters: reportsDir ? ['default', ['json', { outputFile: path.join(reportsDir, 'vitest.json') }]] : ['default'],
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], environment: 'node' } },
      serverProject({ name: 'server', databaseUrl: '', groupOrder: 0, include: postgresUrl ? PGLITE_TESTS : SERVER_TESTS }),
      ...(postgresUrl
        ? [
            // A file on PostgreSQL waits on the server's process (and the fault tests on restarts): a third file keeps both cores busy (both projects of the group alike, as vitest asks).
            serverProject({
              name: 'server-postgres',
              databaseUrl: postgresUrl,
              groupOrder: 1,
              include: SERVER_TESTS,
              exclude: ISOLATED_TESTS,
              isolate: false,
              maxWorkers: 3,
            }),
            serverProject({ name: 'server-postgres-isolated', databaseUrl: postgresUrl, groupOrder: 1, include: ISOLATED_TESTS, maxWorkers: 3 }),
          ]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
