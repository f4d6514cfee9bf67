import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureBootstrap } from '../src/seed/bootstrap';
import { rows } from '../src/seed/demo/context';
import { sectionSpecs } from '../src/modules/sections/definitions/index';
import { SectionCatalog } from '../src/modules/sections/section-catalog';
import { OLD_RELEASE_ADJUSTMENTS } from './fixtures/old-release-adjustments';
import { createTestApp, type TestApp } from './helpers';
import { testConfig } from './template';

/** A store written by an older release, with its company's own adjustments (fixtures/make-old-release-snapshot.ts). */
const OLD_RELEASE_STORE = path.join(import.meta.dirname, 'fixtures', 'old-release-store.tar.gz');

/**
 * Every stored definition the code writes, as comparable text: its key, the columns the code owns
 * and its hash. A fresh store holds exactly the code's definitions; an upgraded one must hold the
 * same, whatever its company adjusted (the company's columns are left out here).
 */
const DEFINITIONS: Record<string, string> = {
  sections: `select code as key, definition::text as code_owned, definition_hash from section_definitions`,
  systemParameters: `select dataset || ':' || code as key, concat_ws('|', description, parameter_type, parameter_category_description, access) as code_owned, definition_hash
                     from system_parameters`,
  lookups: `select dataset || ':' || lookup_code || ':' || value as key, concat_ws('|', display, parent_value) as code_owned, definition_hash from lookups`,
  navigationModules: `select kind || ':' || code as key, icon_name as code_owned, definition_hash from navigation_modules`,
  navigationPages: `select concat_ws(':', m.kind, m.code, p.code, p.customer_type) as key, p.icon as code_owned, p.definition_hash
                    from navigation_pages p join navigation_modules m on m.id = p.module_id`,
  maintenanceMenu: `select code as key, category as code_owned, definition_hash from maintenance_menu_items`,
  reports: `select code as key, concat_ws('|', category, query_key, description, config::text) as code_owned, definition_hash from reports`,
  reportFilters: `select r.code || ':' || f.parameter_code as key,
                         concat_ws('|', f.parameter_description, f.filter_type, f.lookup_code, f.default_value, f.is_required, f.sort_order) as code_owned, r.definition_hash
                  from report_filters f join reports r on r.id = f.report_id`,
  processes: `select p.code as key, concat_ws('|', p.kind, p.query_key, c.config::text) as code_owned, p.definition_hash
              from dashboard_processes p left join dashboard_process_configs c on c.process_id = p.id and c.user_id is null`,
  processActions: `select p.code || ':' || a.code as key, a.action_options::text as code_owned, a.definition_hash
                   from dashboard_process_actions a join dashboard_processes p on p.id = a.process_id`,
};

const query = <T>(database: Database, statement: string) => rows<T>({ tx: database.db }, statement);

async function definitionsIn(database: Database) {
  const all: Record<string, unknown[]> = {};
  for (const [name, select] of Object.entries(DEFINITIONS)) {
    all[name] = await query(database, `select * from (${select}) d where definition_hash is not null order by key`);
  }
  return all;
}

const countOf = async (database: Database, statement: string) => (await query<{ n: number }>(database, statement))[0]!.n;

/** What main.ts does at start: migrations, the app (which stores the sections), the bootstrap. */
async function start(database: Database) {
  const config = testConfig();
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await ensureBootstrap(database, config, { info: () => undefined });
  await app.close();
}

describe('a store made by an older release, upgraded at start', () => {
  let fresh: TestApp;
  let old: Database;

  beforeAll(async () => {
    fresh = await createTestApp();
    old = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(OLD_RELEASE_STORE)]) });
    // Stale on purpose, beyond what the release lacks: a process, a drawer page, a lookup value and a
    // parameter gone, a section's stored copy and a report's query from other code.
    await old.pglite!.exec(`
      delete from dashboard_processes where code = 'NEWCUSTSETUP';
      delete from navigation_pages where code = 'CUSTHARDSHIP';
      delete from lookups where lookup_code = 'STATES' and value = 'TAS' and dataset = 'live';
      delete from system_parameters where code = 'CURRENCY' and dataset = 'demo';
      update section_definitions set definition = jsonb_set(definition, '{description}', '"Stale"') where code = 'CUSTDETAIL';
      update reports set query_key = 'staleQuery' where code = 'JOURNAL';
      update system_jobs set description = 'Our own words' where runner_code = 'ARREARS_REVIEW' and dataset = 'live';
    `);
    await start(old);
  }, 240_000);
  afterAll(async () => {
    await old?.close();
    await fresh?.close();
  });

  it('holds every definition of the code, equal to what a first start writes', async () => {
    const expected = await definitionsIn(fresh.database);
    const upgraded = await definitionsIn(old);
    for (const name of Object.keys(DEFINITIONS)) {
      expect(expected[name]!.length, name).toBeGreaterThan(0);
      expect(upgraded[name], name).toEqual(expected[name]);
    }
    expect(upgraded.sections).toHaveLength(sectionSpecs.length);
  });

  it('leaves no stored definition without the hash of the code it was written from, the company’s own rows aside', async () => {
    for (const [name, select] of Object.entries(DEFINITIONS)) {
      const unhashed = (await query<{ key: string }>(old, `select key from (${select}) d where definition_hash is null`)).map((r) => r.key);
      expect(unhashed, name).toEqual(name === 'lookups' ? ['live:TITLES:Prof'] : []);
    }
  });

  it('gives the company the public holidays and years a new company starts with', async () => {
    const holidays = `select concat_ws(' ', holiday_date, coalesce(state, '-'), name) as key from public_holidays order by 1`;
    const years = `select year from public_holiday_years order by 1`;
    const expected = await query(fresh.database, holidays);
    expect(expected.length).toBeGreaterThan(0);
    expect(await query(old, holidays)).toEqual(expected);
    expect(await query(old, years)).toEqual(await query(fresh.database, years));
  });

  it('gives every dataset the built-in scheduled tasks a new company starts with, keeping those it has as they are', async () => {
    const tasks = `select dataset || ':' || runner_code as key from system_jobs where runner_code is not null order by 1`;
    const expected = await query(fresh.database, tasks);
    expect(expected).toContainEqual({ key: 'live:BUILDING_RECONCILIATION' });
    expect(await query(old, tasks)).toEqual(expected);
    expect(await countOf(old, `select count(*)::int as n from system_jobs where description = 'Our own words'`)).toBe(1);
  });

  it.each(OLD_RELEASE_ADJUSTMENTS)('keeps what the company adjusted: $name', async ({ kept }) => {
    expect(await countOf(old, kept)).toBe(1);
  });

  it('writes nothing on a second start', async () => {
    const writes: string[] = [];
    const stop = old.onWrite((statement) => writes.push(statement));
    try {
      await SectionCatalog.load(old.db, sectionSpecs, { warn: () => undefined });
      await ensureBootstrap(old, testConfig(), { info: () => undefined });
    } finally {
      stop();
    }
    expect(writes).toEqual([]);
  });
});
