import type { Dataset } from '@wattle/contract';
import type { Db, Tx } from '../client';
import { seedDashboard } from '../../modules/dashboard/dashboard.seed';
import { seedNavigation } from '../../modules/navigation/navigation.seed';
import { seedSectionMenu } from '../../modules/sections/sections.seed';
import { seedActivityLookups } from './reference/activities';
import { seedCorrespondenceCatalogues } from './reference/correspondence';
import { seedCustomerCatalogues } from './reference/customers';
import { seedLookups } from './reference/lookups';
import { seedSystemParameters } from './reference/parameters';
import { seedPricingCatalogues } from './reference/pricing';
import { seedProducts } from './reference/products';

export interface SeedScope {
  companyId: number;
  dataset: Dataset;
}

/**
 * One named step of a dataset's reference data. Seeders run in order for the live and the demo
 * dataset of every new company (and again when the demo dataset is regenerated); a company-wide
 * seeder (menus, reports...) runs for both datasets and must skip when its rows exist.
 */
export interface ReferenceSeeder {
  name: string;
  seed(tx: Tx | Db, scope: SeedScope): Promise<void>;
}

/** Add a module's reference data by appending one line. */
export const referenceSeeders: ReferenceSeeder[] = [
  { name: 'system parameters', seed: seedSystemParameters },
  { name: 'lookups', seed: seedLookups },
  { name: 'products, networks and billing cycles', seed: seedProducts },
  { name: 'pricing catalogues', seed: seedPricingCatalogues },
  { name: 'customer types, statuses and concessions', seed: seedCustomerCatalogues },
  { name: 'documents, brands and correspondence templates', seed: seedCorrespondenceCatalogues },
  { name: 'activity lookups', seed: seedActivityLookups },
  { name: 'navigation menus, help topics and the report list', seed: seedNavigation },
  { name: 'dashboard processes, ribbons and scheduled tasks', seed: seedDashboard },
  { name: 'maintenance menu entries of the reference-data sections', seed: seedSectionMenu },
];

/** Reference data every dataset starts with (spec: product types, networks, lookups, parameters...). */
export async function seedReferenceData(tx: Tx | Db, companyId: number, dataset: Dataset) {
  for (const seeder of referenceSeeders) await seeder.seed(tx, { companyId, dataset });
}
