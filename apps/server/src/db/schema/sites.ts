import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, id } from './_columns';
import { networkNodes } from './buildings';
import { productTypes } from './products';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Sites (services): one supply point of one product at a location, e.g. the power supply of
 * Unit 12 of a building, identified by its NMI/MIRN (`siteIdentifier`). Sites at the same address
 * form one location of the Services page.
 */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    ...datasetColumns(),
    networkNodeId: integer('network_node_id'),
    productTypeId: integer('product_type_id').notNull(),
    siteIdentifier: text('site_identifier').notNull(),
    unitNumber: text('unit_number'),
    streetNumber: text('street_number'),
    streetName: text('street_name').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    /** One-line address, e.g. "Unit 12, 45 George Street, Sydney NSW 2000". */
    location: text('location').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    ...stamps(),
  },
  (t) => [
    index('sites_node_idx').on(t.companyId, t.dataset, t.networkNodeId, t.location),
    index('sites_identifier_idx').on(t.companyId, t.dataset, t.siteIdentifier),
    datasetKey('sites', t),
    datasetRef('sites', t, t.networkNodeId, networkNodes),
    datasetRef('sites', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);
