import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureBootstrap } from './seed/bootstrap';
import { listenHost } from './listen-host';
import { startDraining } from './modules/health/draining';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const app = await buildApp({ config, database });
await ensureBootstrap(database, config, app.log);
const { host, defaultPassword } = await listenHost(database.db, config);
if (defaultPassword) {
  app.log.warn(`the administrator '${config.admin.username}' still has the default password: listening on ${host} only (set HOST to listen elsewhere)`);
}
await app.listen({ port: config.port, host });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, ms: Math.round(performance.now() - started) },
  `Wattle is listening on ${config.publicUrl}`,
);

/** After the grace period, connections still open (a stalled upload too) are closed; past this, the process gives up waiting. */
const SHUTDOWN_OVERRUN_MS = 5_000;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    startDraining(app);
    app.log.info(`${signal}: shutting down (requests in flight get ${config.shutdownGraceMs / 1000} s)`);
    setTimeout(() => {
      app.log.warn('shutdown grace period over: closing every connection');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_OVERRUN_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
