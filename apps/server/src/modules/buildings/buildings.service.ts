import { BUILDING_ATTRIBUTES, buildingIssues, texts, type Building, type BuildingAttributeOption } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  billingCycleExists,
  codeTakenByAnother,
  findBuilding,
  listBuildings,
  listNetworks,
  networkExists,
  usedAttributeKeys,
  writeBuilding,
} from './buildings.repository';
import type { Actor } from '../../lib/actor';

export { listBuildings, listNetworks };

export async function getBuilding(tx: Tx, id: number): Promise<Building> {
  const building = await findBuilding(tx, id);
  if (!building) throw notFound(texts.building.notFound);
  return building;
}

/** The attribute keys the dialog offers: those the product reads, then those already in use. */
export async function attributeKeyOptions(tx: Tx): Promise<BuildingAttributeOption[]> {
  const keys = new Set<string>([...Object.values(BUILDING_ATTRIBUTES), ...(await usedAttributeKeys(tx))]);
  return [...keys].map((key) => ({ value: key, display: key }));
}

/**
 * PUT /buildings/{id}: the spec's rules (code, billing day, attribute keys), then the network and
 * billing cycle must be the company's and the code no other building's. Audited before and after.
 */
export async function updateBuilding(tx: Tx, id: number, input: Building, actor: Actor): Promise<Building> {
  const before = await getBuilding(tx, id);
  const building: Building = { ...input, id, buildingCode: input.buildingCode.trim(), buildingDescription: input.buildingDescription.trim() };
  const [issue] = buildingIssues(building);
  if (issue) throw badRequest(`${issue.path}: ${issue.message}`);
  if (building.networkId !== null && !(await networkExists(tx, building.networkId))) throw badRequest(`networkId: ${texts.building.unknownValue}`);
  if (building.defaultBillingCycleId !== null && !(await billingCycleExists(tx, building.defaultBillingCycleId)))
    throw badRequest(`defaultBillingCycleId: ${texts.building.unknownValue}`);
  if (await codeTakenByAnother(tx, building.buildingCode, id)) throw conflict(texts.building.codeTaken);
  await writeBuilding(tx, building);
  const after = await getBuilding(tx, id);
  await audit(tx, { event: 'BUILDING_UPDATED', entity: 'network_node', entityId: id, oldValues: before, newValues: after, ...actor });
  return after;
}
