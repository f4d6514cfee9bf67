/**
 * npm run backup -- --to <file>     the store the server uses, into one file
 * npm run restore -- --from <file>  that file into an empty store (DATABASE_URL, else DATA_DIR)
 * npm run move-to-postgres -- --to postgres://…  the PGlite store in DATA_DIR into an empty PostgreSQL database
 *
 * PostgreSQL (DATABASE_URL): pg_dump's custom format and pg_restore, which must be on the PATH.
 * PGlite (DATA_DIR): its data-directory dump; stop the server first. Both print what the store
 * holds (companies, customers, invoices and their total, balances, documents, stored files) so the
 * two sides can be compared.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { backupDatabase, restoreDatabase } from './backup';
import { moveToPostgres } from './move-to-postgres';
import { summarizeStore } from './store-summary';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, from: { type: 'string' } } });
const command = positionals[0];
const config = loadConfig({ ...process.env, DEMO_CUSTOMERS: '0' });
const store = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };

if (command === 'backup') {
  if (!values.to) throw new Error('npm run backup -- --to <file>');
  const database = await openDatabase(store);
  try {
    await backupDatabase(database, values.to);
    console.table(await summarizeStore(database));
    console.log(`Backed up ${database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL database'} to ${values.to}`);
  } finally {
    await database.close();
  }
} else if (command === 'restore') {
  if (!values.from) throw new Error('npm run restore -- --from <file>');
  const database = await restoreDatabase(store, values.from);
  try {
    console.table(await summarizeStore(database));
    console.log(`Restored ${values.from} into ${database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL database'}`);
  } finally {
    await database.close();
  }
} else if (command === 'move-to-postgres') {
  if (!values.to?.startsWith('postgres')) throw new Error('npm run move-to-postgres -- --to postgres://user@host/database');
  if (config.databaseUrl) throw new Error('Unset DATABASE_URL: the move reads the PGlite store in DATA_DIR.');
  const source = await openDatabase({ dataDir: config.dataDir });
  const report = await moveToPostgres(source, values.to).finally(() => source.close());
  const differing = report.tables.filter((t) => t.source !== t.target);
  console.table(report.tables.filter((t) => t.source > 0 || t.target > 0));
  console.table({ source: report.source, target: report.target });
  if (differing.length || JSON.stringify(report.source) !== JSON.stringify(report.target)) {
    throw new Error(`The two sides differ: ${differing.map((t) => t.table).join(', ') || 'the totals'}.`);
  }
  console.log(`Moved ${config.dataDir} to PostgreSQL: every table's rows and the totals match. Set DATABASE_URL to it and start the server.`);
} else {
  throw new Error('Say backup, restore or move-to-postgres.');
}
