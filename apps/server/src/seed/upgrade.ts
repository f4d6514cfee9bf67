import { sql } from 'drizzle-orm';
import { DATASETS } from '@wattle/contract';
import type { Db } from '../db/client';
import { companies } from '../db/schema/index';
import { upgradeDefinitionData } from './reference';

const UPGRADE_LOCK = 727_002;

/**
 * Start-up: brings every company's stored definitions (menus, reports, processes, lookups, system
 * parameters) up to the code's, one transaction per company; a second start writes nothing.
 * Sections, shared by all companies, are brought up to date as the app loads them
 * (modules/sections/sections.repository.ts). Servers starting together take turns on a lock.
 */
export async function upgradeStoredDefinitions(db: Db) {
  const all = await db.select({ id: companies.id }).from(companies).orderBy(companies.id);
  for (const { id } of all) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK})`);
      for (const dataset of DATASETS) await upgradeDefinitionData(tx, { companyId: id, dataset });
    });
  }
}
