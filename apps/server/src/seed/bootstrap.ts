import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createFileStore, type FileStore } from '../lib/files/index';
import { moveDiskFiles } from '../lib/files/disk-upgrade';
import { hashPassword } from '../modules/auth/password';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema/index';
import { generateDemoData } from './demo/index';
import { runLastNightsBillRun } from './demo/last-nights-bill-run';
import { storeDemoPhotos } from './demo/photos';
import { seedReferenceData } from './reference';
import { upgradeStoredDefinitions } from './upgrade';

/**
 * Every start: the first start's company (below), then every company's stored definitions brought
 * up to the code's (upgrade.ts), so that an existing company gets what a new release adds, and
 * files an earlier release kept on disk (DATA_DIR/files) moved into the file store.
 */
export async function ensureBootstrap(database: Database, config: Config, log: Pick<FastifyBaseLogger, 'info'>) {
  const files = createFileStore(config, database.db);
  try {
    const company = await ensureCompany(database, files, config, log);
    await upgradeStoredDefinitions(database.db);
    const moved = await moveDiskFiles(config.dataDir, files);
    if (moved > 0) log.info({ moved }, `moved ${moved} files from ${config.dataDir}/files into the file store`);
    return company;
  } finally {
    await files.close();
  }
}

/**
 * First start on an empty store: the company, its administrator, the reference data of both
 * datasets and a generated demo dataset of `config.demoCustomers` customers (0 = none), all or
 * nothing. Later starts find the company and do nothing.
 */
async function ensureCompany(database: Database, files: FileStore, config: Config, log: Pick<FastifyBaseLogger, 'info'>) {
  const { db } = database;
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, config.companyCode)).limit(1);
  if (existing) return { companyId: existing.id, created: false };

  const { companyId, demo } = await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ code: config.companyCode, name: config.companyCode }).returning({ id: companies.id });
    await tx.insert(users).values({
      companyId: company!.id,
      username: config.admin.username,
      firstName: 'System',
      lastName: 'Administrator',
      emailAddress: config.admin.email,
      userRoles: 'ADMIN,DEVELOPER',
      passwordHash: await hashPassword(config.admin.password),
    });
    await seedReferenceData(tx, company!.id, 'live');
    await seedReferenceData(tx, company!.id, 'demo');
    if (config.demoCustomers === 0) return { companyId: company!.id, demo: undefined };
    const started = performance.now();
    const timings = await generateDemoData(tx, { companyId: company!.id, dataset: 'demo', customers: config.demoCustomers });
    const demo = { ms: Math.round(performance.now() - started), steps: Object.fromEntries(timings.map((t) => [t.step, t.ms])) };
    return { companyId: company!.id, demo };
  });
  if (demo) {
    await storeDemoPhotos(files, { companyId, dataset: 'demo' });
    const billRunId = await runLastNightsBillRun(database, { companyId, dataset: 'demo' }, config.demoCustomers);
    log.info({ billRunId }, `billed the demo's review building in bill run ${billRunId}, its drafts waiting for review`);
  }
  log.info(
    { company: config.companyCode, admin: config.admin.username, email: config.admin.email },
    `created company ${config.companyCode} with administrator '${config.admin.username}' (roles ADMIN,DEVELOPER)`,
  );
  if (demo) {
    log.info(
      { customers: config.demoCustomers, ...demo },
      `generated the demo dataset of ${config.companyCode}: ${config.demoCustomers} customers in ${(demo.ms / 1000).toFixed(1)} s`,
    );
  }
  return { companyId, created: true };
}
