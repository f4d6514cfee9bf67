import { sql } from 'drizzle-orm';
import { PROCESS_CODES } from '@wattle/contract';
import { buildingReconciliations, networkNodes } from '../../../db/schema/index';
import { acceptReconciliationDays } from '../../buildings/reconciliation.service';
import { defineProcess } from '../process-spec';
import { COLOURS, doneOrRefused, intKeys, keyColumn } from './common';

const r = buildingReconciliations;

/**
 * Days on which a building's gate meter and its child plus common-area meters disagree by more than
 * the building's threshold (docs/metering.md): filled by the daily Building Reconciliation task,
 * read by bill runs (their accounts in these buildings get a BUILDING_UNRECONCILED exception).
 * Accept takes a reviewed day out of the queue; reconciling the day again keeps it accepted.
 */
export const buildingReconciliationProcess = defineProcess({
  code: PROCESS_CODES.buildingReconciliation,
  name: 'Building reconciliation',
  kind: 'TABLE',
  sortOrder: 35,
  views: {
    default: {
      table: r,
      from: sql`${r}`,
      display: sql`join ${networkNodes} on ${networkNodes.id} = ${r.networkNodeId}`,
      where: () => sql`${r.status} = 'OPEN'`,
      key: { field: 'key_exception_id', column: r.id },
      columns: [
        keyColumn(r.id),
        { field: 'building_code', headerText: 'Building Code', value: networkNodes.buildingCode, notNull: true, width: 130 },
        { field: 'building', headerText: 'Building', value: networkNodes.description, notNull: true, width: 220 },
        { field: 'read_date', headerText: 'Day', value: r.readDate, type: 'date', notNull: true, width: 110 },
        { field: 'gate_usage', headerText: 'Gate', value: r.gateUsage, type: 'decimal', format: 'DECIMAL4', notNull: true, width: 110 },
        { field: 'child_usage', headerText: 'Children', value: r.childUsage, type: 'decimal', format: 'DECIMAL4', notNull: true, width: 110 },
        { field: 'common_usage', headerText: 'Common Area', value: r.commonUsage, type: 'decimal', format: 'DECIMAL4', notNull: true, width: 120 },
        { field: 'unaccounted_pct', headerText: 'Unaccounted %', value: r.unaccountedPct, type: 'decimal', notNull: true, width: 130 },
        { field: 'threshold_pct', headerText: 'Threshold %', value: r.thresholdPct, type: 'decimal', notNull: true, width: 110 },
        { field: 'missing_reads', headerText: 'Missing Reads', value: r.missingReads, type: 'int', notNull: true, width: 120 },
        { field: 'estimated_reads', headerText: 'Estimated Reads', value: r.estimatedReads, type: 'int', notNull: true, width: 130 },
        { field: 'explanation', headerText: 'Explained By', value: r.explanation, notNull: true, width: 320 },
      ],
      defaultSort: { field: 'read_date', descending: true },
      groupSettings: { groupedColumns: ['building'], sortDescending: false },
    },
  },
  actions: [
    {
      code: 'ACCEPT',
      name: 'Accept',
      confirmMessage: 'Accept the difference on the selected days? They leave the queue and no longer flag bill runs.',
      ...COLOURS.approve,
      async run(ctx) {
        return doneOrRefused(ctx, await acceptReconciliationDays(ctx.tx, intKeys(ctx)), 'Accept');
      },
    },
  ],
});
