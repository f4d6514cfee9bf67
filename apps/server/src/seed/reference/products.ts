import type { Db, Tx } from '../../db/client';
import { billingCycles, networks, productSubTypes, productTypes } from '../../db/schema/index';
import type { SeedScope } from '../reference';

/** Product types (spec 3 §9: water in kL, the others in kWh; billing-rules §1: water is GST-free). */
const PRODUCT_TYPES = [
  { code: 'POWER', description: 'Electricity', unitOfMeasure: 'kWh', iconName: 'bolt', isMetered: true, isTaxable: true },
  { code: 'GAS', description: 'Gas', unitOfMeasure: 'kWh', iconName: 'local_fire_department', isMetered: true, isTaxable: true },
  { code: 'WATER', description: 'Water', unitOfMeasure: 'kL', iconName: 'water_drop', isMetered: true, isTaxable: false },
  { code: 'ISP', description: 'Internet', unitOfMeasure: 'kWh', iconName: 'router', isMetered: false, isTaxable: true },
  { code: 'TELCO', description: 'Telephone', unitOfMeasure: 'kWh', iconName: 'call', isMetered: false, isTaxable: true },
] as const;

const SUB_TYPES: [productType: string, code: string, description: string][] = [
  ['POWER', 'POWER_RES', 'Residential electricity'],
  ['POWER', 'POWER_BUS', 'Business electricity'],
  ['GAS', 'GAS_RES', 'Residential gas'],
  ['GAS', 'GAS_BUS', 'Business gas'],
  ['WATER', 'WATER_COLD', 'Cold water'],
  ['WATER', 'WATER_HOT', 'Hot water'],
  ['ISP', 'NBN_FIBRE', 'NBN fibre'],
  ['ISP', 'NBN_WIRELESS', 'NBN fixed wireless'],
  ['TELCO', 'VOIP', 'Home phone (VoIP)'],
];

/** Embedded networks (EN_*) serve the demo buildings; the others are public distribution networks. */
const NETWORKS: [productType: string, code: string, description: string, isEmbedded: boolean][] = [
  ['POWER', 'EN_POWER', 'Embedded electricity network', true],
  ['POWER', 'AUSGRID', 'Ausgrid', false],
  ['POWER', 'CITIPOWER', 'CitiPower', false],
  ['POWER', 'ENERGEX', 'Energex', false],
  ['GAS', 'EN_GAS', 'Embedded gas network', true],
  ['GAS', 'JEMENA_GAS', 'Jemena Gas Networks', false],
  ['WATER', 'EN_WATER', 'Embedded water network', true],
  ['WATER', 'SYDNEY_WATER', 'Sydney Water', false],
  ['ISP', 'NBN', 'NBN Co', false],
  ['TELCO', 'VOIP_NET', 'VoIP network', false],
];

const BILLING_CYCLES = [
  { code: 'MONTHLY', description: 'Monthly', periodMonths: 1, billingDay: 1, isDefault: true },
  { code: 'BIMONTHLY', description: 'Every two months', periodMonths: 2, billingDay: 1, isDefault: false },
  { code: 'QUARTERLY', description: 'Quarterly', periodMonths: 3, billingDay: 1, isDefault: false },
];

export async function seedProducts(tx: Tx | Db, scope: SeedScope) {
  const types = await tx
    .insert(productTypes)
    .values(PRODUCT_TYPES.map((p, i) => ({ ...scope, ...p, sortOrder: (i + 1) * 10 })))
    .returning({ id: productTypes.id, code: productTypes.code });
  const typeId = (code: string) => types.find((t) => t.code === code)!.id;
  await tx.insert(productSubTypes).values(SUB_TYPES.map(([type, code, description]) => ({ ...scope, productTypeId: typeId(type), code, description })));
  await tx
    .insert(networks)
    .values(NETWORKS.map(([type, networkCode, description, isEmbedded]) => ({ ...scope, productTypeId: typeId(type), networkCode, description, isEmbedded })));
  await tx.insert(billingCycles).values(BILLING_CYCLES.map((c) => ({ ...scope, ...c })));
}
