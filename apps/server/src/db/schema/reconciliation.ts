import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, day, id, quantity } from './_columns';
import { networkNodes } from './buildings';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Building reconciliation (issue 15, docs/metering.md): the days on which a building's gate meter
 * and its child plus common-area meters disagree by more than the building's threshold. OPEN rows
 * form the dashboard queue "Building reconciliation" and flag the building's accounts in bill runs;
 * ACCEPTED rows have been reviewed and stay as they are when the day is reconciled again.
 */
export const buildingReconciliations = pgTable(
  'building_reconciliations',
  {
    id: id(),
    ...datasetColumns(),
    networkNodeId: integer('network_node_id').notNull(),
    readDate: day('read_date').notNull(),
    gateUsage: quantity('gate_usage').notNull(),
    childUsage: quantity('child_usage').notNull(),
    commonUsage: quantity('common_usage').notNull(),
    /** (gate − children − common) / gate, in percent; negative when the children used more than the gate. */
    unaccountedPct: numeric('unaccounted_pct', { precision: 9, scale: 2 }).notNull(),
    thresholdPct: numeric('threshold_pct', { precision: 6, scale: 2 }).notNull(),
    missingReads: integer('missing_reads').notNull().default(0),
    estimatedReads: integer('estimated_reads').notNull().default(0),
    /** The missing and estimated child reads that explain the gap, by meter code. */
    explanation: text('explanation').notNull().default(''),
    status: text('status', { enum: ['OPEN', 'ACCEPTED'] })
      .notNull()
      .default('OPEN'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('building_reconciliations_day_uq').on(t.companyId, t.dataset, t.networkNodeId, t.readDate),
    index('building_reconciliations_status_idx').on(t.companyId, t.dataset, t.status, t.readDate),
    datasetKey('building_reconciliations', t),
    datasetRef('building_reconciliations', t, t.networkNodeId, networkNodes).onDelete('cascade'),
    datasetPolicy(),
  ],
);
