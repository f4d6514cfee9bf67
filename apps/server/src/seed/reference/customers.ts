import type { Db, Tx } from '../../db/client';
import { concessions, customerStatusTypes, customerTypes, productTypes } from '../../db/schema/index';
import type { SeedScope } from '../reference';
import { idsByCode } from './ids';

const CUSTOMER_TYPE_ROWS = [
  { code: 'RESIDENT', description: 'Residential', tileIcon: 'home' },
  { code: 'COMPANY', description: 'Commercial', tileIcon: 'business' },
  { code: 'OCCUPIER', description: 'Occupier', tileIcon: 'apartment' },
  { code: 'SUNDRY', description: 'Sundry', tileIcon: 'receipt_long' },
] as const;

/** The summary's coloured status chips. */
const CUSTOMER_STATUS_TYPES = [
  { code: 'HARDSHIP', name: 'Hardship', colour: '#d32f2f' },
  { code: 'LIFESUPPORT', name: 'Life Support', colour: '#c2185b' },
  { code: 'FAMILYHARM', name: 'Family Harm Safety', colour: '#5d4037' },
  { code: 'PAYPLAN', name: 'Payment Plan', colour: '#1976d2' },
  { code: 'CONCESSION', name: 'Concession', colour: '#7b1fa2' },
  { code: 'DIRECTDEBIT', name: 'Direct Debit', colour: '#388e3c' },
  { code: 'COLLECTIONS', name: 'Collections', colour: '#f57c00' },
  { code: 'PROSPECT', name: 'Prospect', colour: '#0288d1' },
  { code: 'CLOSED', name: 'Closed', colour: '#757575' },
] as const;

const CONCESSIONS: [code: string, description: string, state: string, product: string, dailyRebate: string, usagePercent: string][] = [
  ['NSW_LIHR', 'NSW Low Income Household Rebate', 'NSW', 'POWER', '0.7808219', '0'],
  ['NSW_GAS', 'NSW Gas Rebate', 'NSW', 'GAS', '0.3013699', '0'],
  ['VIC_ANNUAL', 'Victorian Annual Electricity Concession', 'VIC', 'POWER', '0', '17.5000000'],
  ['QLD_ECR', 'Queensland Electricity Rebate', 'QLD', 'POWER', '1.0152055', '0'],
  ['SA_ENERGY', 'South Australian Energy Concession', 'SA', 'POWER', '0.6849315', '0'],
];

/** Customer types, status chips and concession schemes. */
export async function seedCustomerCatalogues(tx: Tx | Db, scope: SeedScope) {
  await tx.insert(customerTypes).values(CUSTOMER_TYPE_ROWS.map((t, i) => ({ ...scope, ...t, sortOrder: (i + 1) * 10 })));
  await tx.insert(customerStatusTypes).values(CUSTOMER_STATUS_TYPES.map((s, i) => ({ ...scope, ...s, sortOrder: (i + 1) * 10 })));
  const product = await idsByCode(tx, productTypes, productTypes.code, scope);
  await tx.insert(concessions).values(
    CONCESSIONS.map(([code, description, state, p, dailyRebate, usagePercent]) => ({
      ...scope,
      code,
      description,
      state,
      productTypeId: product(p),
      dailyRebate,
      usagePercent,
    })),
  );
}
