import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, datasetKey, datasetRef, id, moment } from './_columns';
import { users } from './core';
import { billingCycles, networks } from './products';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Network nodes: the buildings of embedded networks (labelled by system parameter NETNODELABEL)
 * and, through `parentId`, anything above or below them. Edited by the Edit Building dialog
 * (spec 3 §2.7, action BILLCAL_EDIT).
 */
export const networkNodes = pgTable(
  'network_nodes',
  {
    id: id(),
    ...datasetColumns(),
    parentId: integer('parent_id'),
    networkId: integer('network_id'),
    nodeType: text('node_type').notNull().default('BUILDING'),
    buildingCode: text('building_code').notNull(),
    description: text('description').notNull().default(''),
    streetNumber: text('street_number'),
    streetName: text('street_name'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
    offMarket: boolean('off_market').notNull().default(false),
    billingDay: integer('billing_day'),
    defaultBillingCycleId: integer('default_billing_cycle_id'),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('network_nodes_code_uq').on(t.companyId, t.dataset, t.buildingCode),
    index('network_nodes_description_idx').on(t.companyId, t.dataset, t.description),
    check('network_nodes_billing_day_ck', sql`${t.billingDay} between 1 and 31`),
    datasetKey('network_nodes', t),
    datasetRef('network_nodes', t, t.parentId, t),
    datasetRef('network_nodes', t, t.networkId, networks),
    datasetRef('network_nodes', t, t.defaultBillingCycleId, billingCycles),
    datasetPolicy(),
  ],
);

/** Key/value attributes of a node (attributesDictionary); keys are unique per node. */
export const networkNodeAttributes = pgTable(
  'network_node_attributes',
  {
    id: id(),
    ...datasetColumns(),
    networkNodeId: integer('network_node_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('network_node_attributes_key_uq').on(t.companyId, t.dataset, t.networkNodeId, t.key),
    datasetRef('network_node_attributes', t, t.networkNodeId, networkNodes).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Buildings assigned to a property-manager user (spec 3 §2.16). */
export const propertyManagerBuildings = pgTable(
  'property_manager_buildings',
  {
    id: id(),
    ...datasetColumns(),
    userId: integer('user_id').notNull(),
    networkNodeId: integer('network_node_id').notNull(),
    assignedAt: moment('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_manager_buildings_uq').on(t.companyId, t.dataset, t.userId, t.networkNodeId),
    index('property_manager_buildings_node_idx').on(t.companyId, t.dataset, t.networkNodeId),
    companyRef('property_manager_buildings', t, t.userId, users).onDelete('cascade'),
    datasetRef('property_manager_buildings', t, t.networkNodeId, networkNodes).onDelete('cascade'),
    datasetPolicy(),
  ],
);
