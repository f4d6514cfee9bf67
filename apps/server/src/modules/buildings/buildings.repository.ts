import { and, asc, eq, sql } from 'drizzle-orm';
import type { Building, BuildingNetwork } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { billingCycles, networkNodeAttributes, networkNodes, networks, productTypes } from '../../db/schema/index';

const b = networkNodes;
const isBuilding = eq(b.nodeType, 'BUILDING');

/** A building's attributes as one JSON object (key to value), {} without any (the node's id written in full: drizzle leaves a lone table's columns unqualified). */
const attributesOf = sql<Record<string, string>>`coalesce((
  select json_object_agg(${networkNodeAttributes.key}, ${networkNodeAttributes.value} order by ${networkNodeAttributes.key})
  from ${networkNodeAttributes} where ${networkNodeAttributes.networkNodeId} = "network_nodes"."id"), '{}'::json)`;

const buildingColumns = {
  id: b.id,
  networkId: b.networkId,
  buildingCode: b.buildingCode,
  buildingDescription: b.description,
  attributesDictionary: attributesOf,
  offMarket: b.offMarket,
  billingDay: b.billingDay,
  defaultBillingCycleId: b.defaultBillingCycleId,
};

/** Every building of the company (nodes above or below buildings are not buildings), by code. */
export const listBuildings = (tx: Tx): Promise<Building[]> => tx.select(buildingColumns).from(b).where(isBuilding).orderBy(asc(b.buildingCode));

export async function findBuilding(tx: Tx, id: number): Promise<Building | null> {
  const [row] = await tx
    .select(buildingColumns)
    .from(b)
    .where(and(isBuilding, eq(b.id, id)));
  return row ?? null;
}

export async function codeTakenByAnother(tx: Tx, code: string, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.buildingCode, code), sql`${b.id} <> ${id}`));
  return row !== undefined;
}

export async function networkExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.select({ id: networks.id }).from(networks).where(eq(networks.id, id))).length > 0;
}

export async function billingCycleExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.select({ id: billingCycles.id }).from(billingCycles).where(eq(billingCycles.id, id))).length > 0;
}

/** Writes the building's fields and replaces its attributes with the given ones. */
export async function writeBuilding(tx: Tx, building: Building) {
  await tx
    .update(b)
    .set({
      networkId: building.networkId,
      buildingCode: building.buildingCode,
      description: building.buildingDescription,
      offMarket: building.offMarket,
      billingDay: building.billingDay,
      defaultBillingCycleId: building.defaultBillingCycleId,
      updatedAt: sql`now()`,
    })
    .where(eq(b.id, building.id));
  await tx.delete(networkNodeAttributes).where(eq(networkNodeAttributes.networkNodeId, building.id));
  const attributes = Object.entries(building.attributesDictionary).map(([key, value]) => ({ networkNodeId: building.id, key, value }));
  if (attributes.length) await tx.insert(networkNodeAttributes).values(attributes);
}

/** Networks a building may belong to, with their product type. */
export const listNetworks = (tx: Tx): Promise<BuildingNetwork[]> =>
  tx
    .select({ id: networks.id, productTypeCode: productTypes.code, networkCode: networks.networkCode, description: networks.description })
    .from(networks)
    .innerJoin(productTypes, eq(productTypes.id, networks.productTypeId))
    .where(eq(networks.isActive, true))
    .orderBy(asc(networks.description));

/** Attribute keys already used on the company's buildings. */
export async function usedAttributeKeys(tx: Tx): Promise<string[]> {
  const rows = await tx.selectDistinct({ key: networkNodeAttributes.key }).from(networkNodeAttributes).orderBy(asc(networkNodeAttributes.key));
  return rows.map((r) => r.key);
}
