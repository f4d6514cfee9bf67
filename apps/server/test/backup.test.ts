import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../../../scripts/postgres-databases';
import type { Database } from '../src/db/client';
import { storedFileChunks, storedFiles } from '../src/db/schema/index';
import { backupDatabase, restoreDatabase } from '../src/ops/backup';
import { summarizeStore, type StoreSummary } from '../src/ops/store-summary';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 29 item 4: a backup is restored into a fresh store and holds the same customers, invoices,
 * balances, documents and stored files, byte for byte. The store is PGlite, or the PostgreSQL server
 * of TEST_DATABASE_URL (pg_dump / pg_restore) when the suite runs there.
 */
let t: TestApp;
let before: StoreSummary;
let restored: Database | undefined;
let dropTarget: (() => Promise<void>) | undefined;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-backup-'));
const file = path.join(folder, 'store.backup');

/** Every stored file's bytes, by key, in chunk order. */
async function fileBytes(database: Database) {
  const rows = await database.db
    .select({ key: storedFiles.key, seq: storedFileChunks.seq, data: storedFileChunks.data })
    .from(storedFileChunks)
    .innerJoin(storedFiles, eq(storedFiles.id, storedFileChunks.fileId))
    .orderBy(storedFiles.key, storedFileChunks.seq);
  const files = new Map<string, Buffer[]>();
  for (const row of rows) files.set(row.key, [...(files.get(row.key) ?? []), Buffer.from(row.data)]);
  return new Map([...files].map(([key, parts]) => [key, Buffer.concat(parts).toString('base64')]));
}

beforeAll(async () => {
  // A demo dataset: customers, issued invoices, payments, documents with their stored files.
  t = await createTestApp({ DEMO_CUSTOMERS: '12' });
  before = await summarizeStore(t.database);
  await backupDatabase(t.database, file);
}, 240_000);

afterAll(async () => {
  await restored?.close();
  await dropTarget?.();
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('npm run backup, npm run restore', () => {
  it('restores into a fresh store with the same customers, invoices, balances, documents and file bytes', async () => {
    expect(before).toMatchObject({ companies: 1 });
    expect(before.customers).toBeGreaterThan(0);
    expect(before.invoices).toBeGreaterThan(0);
    expect(before.storedFiles).toBeGreaterThan(0);

    const serverUrl = process.env.TEST_DATABASE_URL;
    let target = { dataDir: 'memory://' } as { databaseUrl?: string; dataDir: string };
    if (serverUrl) {
      const name = `wattle_restore_${process.pid}_${Date.now()}`;
      await onServer(serverUrl, `create database ${name}`);
      dropTarget = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
      target = { databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' };
    }
    restored = await restoreDatabase(target, file);
    expect(restored.kind).toBe(t.database.kind);
    expect(await summarizeStore(restored)).toEqual(before);
    expect(await fileBytes(restored)).toEqual(await fileBytes(t.database));
  });

  it('refuses a store that is not empty, a backup of the other kind and a file that is no backup, naming why', async () => {
    if (t.database.kind === 'postgres') {
      await expect(restoreDatabase({ databaseUrl: t.database.connectionString, dataDir: 'memory://' }, file)).rejects.toThrow(/already has tables/);
      await expect(restoreDatabase({ dataDir: 'memory://' }, file)).rejects.toThrow(/is a PostgreSQL backup/);
    } else {
      const dataDir = path.join(folder, 'used');
      fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
      await expect(restoreDatabase({ dataDir }, file)).rejects.toThrow(/already holds a store/);
      await expect(restoreDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: 'memory://' }, file)).rejects.toThrow(/is a PGlite backup/);
    }
    const text = path.join(folder, 'notes.txt');
    fs.writeFileSync(text, 'not a backup');
    await expect(restoreDatabase({ dataDir: 'memory://' }, text)).rejects.toThrow(/is not a Wattle backup/);
  });
});
