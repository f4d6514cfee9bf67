import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureBootstrap } from './db/seed/bootstrap';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const app = await buildApp({ config, database });
await ensureBootstrap(database, config, app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, ms: Math.round(performance.now() - started) },
  `Wattle is listening on ${config.publicUrl}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  });
}
