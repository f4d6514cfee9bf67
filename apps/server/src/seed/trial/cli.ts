import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createTrialCompany } from './create-trial-company';

/**
 * npm run create-trial-company -- --code TRIAL1 --username trial.user --password 'Trial123!'
 *   [--name "Trial Energy"] [--first-name Ann] [--last-name Lee] [--email ann@example.com] [--days 30]
 * Uses the same store as the server (DATA_DIR or DATABASE_URL). On the embedded store, stop the
 * server first: one process at a time can open a PGlite folder.
 */
const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
    days: { type: 'string' },
  },
});

if (!values.code || !values.username || !values.password) {
  console.error(
    'Usage: npm run create-trial-company -- --code CODE --username NAME --password PASSWORD [--name ...] [--first-name ...] [--last-name ...] [--email ...] [--days 30]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const created = await createTrialCompany(database.db, {
    code: values.code,
    username: values.username,
    password: values.password,
    name: values.name,
    firstName: values['first-name'],
    lastName: values['last-name'],
    email: values.email,
    days: values.days === undefined ? undefined : Number(values.days),
  });
  console.log(`Created free-trial company ${created.code} with administrator '${created.username}'; the trial ends ${created.trialEndsAt}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
