/**
 * Prints the newest emails kept in mail_outbox (the server keeps them there when SMTP_URL is
 * not set): `npm run outbox -w @wattle/server [-- count]`. Reads the same DATA_DIR / DATABASE_URL
 * as the server; with the embedded database stop the server first (one process at a time).
 */
import { desc } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { mailOutbox } from '../../db/schema/index';

const count = Number(process.argv[2] ?? 5);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
  for (const row of rows.reverse()) console.log(`#${row.id} ${row.createdAt}\nTo: ${row.to}\nSubject: ${row.subject}\n\n${row.text}\n${'-'.repeat(60)}`);
  if (rows.length === 0) console.log('The outbox is empty.');
} finally {
  await database.close();
}
