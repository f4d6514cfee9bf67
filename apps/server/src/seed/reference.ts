import type { Dataset } from '@wattle/contract';
import type { Db, Tx } from '../db/client';
import { seedDashboardRibbons, upgradeDashboardProcesses, upgradeScheduledTasks } from '../modules/dashboard/dashboard.seed';
import { seedHelpTopics, upgradeNavigation } from '../modules/navigation/navigation.seed';
import { upgradeSectionMenu } from '../modules/sections/sections.seed';
import { addUserAssignees } from '../modules/activities/user-assignees';
import { upgradeSystemJobCatalogues } from '../modules/system-jobs/system-jobs.seed';
import { seedActivityLookups } from './reference/activities';
import { seedCorrespondenceCatalogues } from './reference/correspondence';
import { seedCustomerCatalogues } from './reference/customers';
import { upgradePublicHolidays } from './reference/holidays';
import { upgradeLookups } from './reference/lookups';
import { upgradeSystemParameters } from './reference/parameters';
import { seedPricingCatalogues } from './reference/pricing';
import { seedProducts } from './reference/products';

export interface SeedScope {
  companyId: number;
  dataset: Dataset;
}

/**
 * One named step of a dataset's reference data. Seeders run in order for the live and the demo
 * dataset of every new company (and again when the demo dataset is regenerated); a company-wide
 * seeder (menus, reports...) runs for both datasets and must skip when its rows exist or, when it
 * `upgrades` definitions, write only what differs from the code.
 */
interface ReferenceSeeder {
  name: string;
  seed(tx: Tx | Db, scope: SeedScope): Promise<void>;
  /**
   * A definition upgrade (seed/definitions.ts): also run at every start for every company and
   * dataset, so that an existing company gets what a new release adds.
   */
  upgrades?: true;
}

/** Add a module's reference data by appending one line. */
const referenceSeeders: ReferenceSeeder[] = [
  { name: 'system parameters', seed: upgradeSystemParameters, upgrades: true },
  { name: 'lookups', seed: upgradeLookups, upgrades: true },
  { name: 'public holidays of the years around the business date', seed: upgradePublicHolidays, upgrades: true },
  { name: 'products, networks and billing cycles', seed: seedProducts },
  { name: 'pricing catalogues', seed: seedPricingCatalogues },
  { name: 'customer types, statuses and concessions', seed: seedCustomerCatalogues },
  { name: 'documents, brands and correspondence templates', seed: seedCorrespondenceCatalogues },
  { name: 'activity lookups', seed: seedActivityLookups },
  // After the lookups; also the backfill of users added before assignees were made with the user.
  { name: "each user's activity assignee", seed: (tx, scope) => addUserAssignees(tx, scope), upgrades: true },
  { name: 'navigation menus and the report list', seed: upgradeNavigation, upgrades: true },
  { name: 'help topics', seed: seedHelpTopics },
  { name: 'dashboard processes', seed: upgradeDashboardProcesses, upgrades: true },
  { name: 'dashboard ribbons', seed: seedDashboardRibbons },
  { name: "system job recurrence options, task codes and segments (the built-in jobs' tasks name them)", seed: upgradeSystemJobCatalogues, upgrades: true },
  { name: 'built-in scheduled tasks', seed: upgradeScheduledTasks, upgrades: true },
  { name: 'maintenance menu entries of the reference-data sections', seed: upgradeSectionMenu, upgrades: true },
];

/** Reference data every dataset starts with (spec: product types, networks, lookups, parameters...). */
export async function seedReferenceData(tx: Tx | Db, companyId: number, dataset: Dataset) {
  for (const seeder of referenceSeeders) await seeder.seed(tx, { companyId, dataset });
}

/** Brings one company dataset's stored definitions up to the code's; writes nothing when they are. */
export async function upgradeDefinitionData(tx: Tx | Db, scope: SeedScope) {
  for (const seeder of referenceSeeders) if (seeder.upgrades) await seeder.seed(tx, scope);
}
