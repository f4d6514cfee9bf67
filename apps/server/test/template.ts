import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureBootstrap } from '../src/seed/bootstrap';
import { databaseUrl, onServer } from '../../../scripts/postgres-databases';

/** Environment every test app starts from; keys that change what bootstrap writes rule out the template. */
export const BASE_TEST_ENV = {
  NODE_ENV: 'test',
  JOBS: 'off',
  DEMO_CUSTOMERS: '0',
  LOG_LEVEL: 'silent',
  // Test files sign in far more often than a person; auth.login.test.ts sets a low limit to test it.
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
} as const;
export const BOOTSTRAP_KEYS = ['COMPANY_CODE', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'DEMO_CUSTOMERS'];

export const testConfig = (env: Record<string, string> = {}): Config => loadConfig({ ...BASE_TEST_ENV, ...env });

/** Migrations and first-start data, as every test app needs them. */
export async function prepareDatabase(database: Database, config: Config) {
  await runMigrations(database);
  await ensureBootstrap(database, config, { info: () => undefined });
}

/** Builds the migrated, bootstrapped store once per run: a PGlite dump file, or a PostgreSQL template database. */
export async function buildTemplate(
  serverUrl: string | undefined,
  dumpFile: string,
): Promise<{ kind: 'pglite' | 'postgres'; ref: string; drop(): Promise<void> }> {
  const config = testConfig();
  if (serverUrl) {
    const name = `wattle_template_${process.pid}_${Date.now()}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' });
    await prepareDatabase(database, config);
    await database.close();
    return { kind: 'postgres', ref: name, drop: () => onServer(serverUrl, `drop database if exists ${name}`) };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database, config);
  const dump = await database.pglite!.dumpDataDir('none');
  const fs = await import('node:fs');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { kind: 'pglite', ref: dumpFile, drop: async () => fs.rmSync(dumpFile, { force: true }) };
}
