import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES, SEARCH_CONTEXTS } from '@wattle/contract';
import { id, moment } from './_columns';
import { datasetColumns, datasetPolicy } from './_tenancy';

/**
 * Global search: one row per searchable Contact (party), Customer and Site, with its card ready to
 * show and folded keys to match. Rows are derived data: triggers on the source tables rebuild the
 * affected rows through wattle_search_refresh() (migration 0006), and the demo generator fills
 * the table with one INSERT ... SELECT. Columns are described in docs/data-model.md.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: id(),
    ...datasetColumns(),
    context: text('context', { enum: SEARCH_CONTEXTS }).notNull(),
    /** The entity id within its context: party (Contact), customer (Customer) or site (Site). */
    searchId: integer('search_id').notNull(),
    customerId: integer('customer_id'),
    accountId: integer('account_id'),
    siteId: integer('site_id'),
    meterId: integer('meter_id'),
    partyId: integer('party_id'),
    networkNodeId: integer('network_node_id'),
    customerTypeCode: text('customer_type_code', { enum: CUSTOMER_TYPES }),
    headerLine: text('header_line').notNull(),
    line1: text('line1'),
    line2: text('line2'),
    line3: text('line3'),
    line4: text('line4'),
    line5: text('line5'),
    tileIcon: text('tile_icon').notNull(),
    alert: text('alert'),
    isClosed: boolean('is_closed').notNull().default(false),
    isProspect: boolean('is_prospect').notNull().default(false),
    /** wattle_fold() of everything searchable on the card: names, address, emails, phones, numbers, identifiers. */
    searchText: text('search_text').notNull(),
    /** wattle_fold() of the entity's name (person, organisation or address of a site). */
    nameKey: text('name_key').notNull(),
    accountNumber: text('account_number'),
    /** Digits only of the main phone number (mobile first), e.g. 0412345678. */
    phoneDigits: text('phone_digits'),
    refreshedAt: moment('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_entries_entity_uq').on(t.companyId, t.dataset, t.context, t.searchId),
    // Trigram indexes per context, without (company_id, dataset): with btree_gin those columns made every
    // search walk the posting list of the whole dataset (seconds at a million customers). The tenant
    // columns are checked on the rows found instead; see docs/search.md and migration 0013.
    ...SEARCH_CONTEXTS.flatMap((context) => [
      index(`search_entries_${context.toLowerCase()}_text_trgm_idx`)
        .using('gin', t.searchText.op('gin_trgm_ops'))
        .where(sql`${t.context} = ${sql.raw(`'${context}'`)}`),
      // Names alone: a word of a name is found among names, not among every address holding its letters.
      index(`search_entries_${context.toLowerCase()}_name_trgm_idx`)
        .using('gin', t.nameKey.op('gin_trgm_ops'))
        .where(sql`${t.context} = ${sql.raw(`'${context}'`)}`),
    ]),
    index('search_entries_phone_digits_trgm_idx')
      .using('gin', t.phoneDigits.op('gin_trgm_ops'))
      .where(sql`${t.phoneDigits} is not null`),
    // Prefix indexes lead with the context: a prefix common among names ('li' of Lily and Liam) must
    // not be walked through a million customers and contacts when sites are asked for (migration 0016).
    index('search_entries_account_prefix_idx').on(t.companyId, t.dataset, t.context, t.accountNumber.op('text_pattern_ops')),
    index('search_entries_phone_prefix_idx').on(t.companyId, t.dataset, t.phoneDigits.op('text_pattern_ops')),
    index('search_entries_name_prefix_idx').on(t.companyId, t.dataset, t.context, t.nameKey.op('text_pattern_ops')),
    index('search_entries_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('search_entries_site_idx').on(t.companyId, t.dataset, t.siteId),
    index('search_entries_node_idx').on(t.companyId, t.dataset, t.networkNodeId),
    datasetPolicy(),
  ],
);
