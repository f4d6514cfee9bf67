import type { Dataset } from '@wattle/contract';
import type { Db, Tx } from '../client';
import { systemParameters } from '../schema/index';

/** Reference data every dataset starts with: system parameters, lookups, product types... */
export async function seedReferenceData(tx: Tx | Db, companyId: number, dataset: Dataset) {
  await tx.insert(systemParameters).values(
    [
      { code: 'DATE_FORMAT', description: 'Date display format', parameter: 'DD/MM/YYYY', parameterCategoryDescription: 'Display' },
      { code: 'CURRENCY', description: 'Currency symbol', parameter: '$', parameterCategoryDescription: 'Display' },
      { code: 'ISLIVE', description: 'Company profile set up and live', parameter: 'N', parameterType: 'boolean', parameterCategoryDescription: 'General' },
      { code: 'NETNODELABEL', description: 'Label for network nodes', parameter: 'Building', parameterCategoryDescription: 'Display' },
      { code: 'UMLSUBSCRIPTION', description: 'Subscription text', parameter: 'Standard subscription', parameterCategoryDescription: 'General' },
    ].map((p) => ({ ...p, companyId, dataset })),
  );
}
