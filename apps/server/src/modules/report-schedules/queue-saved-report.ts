import type { PgBoss } from 'pg-boss';
import type { Tx } from '../../db/client';
import { savedReports } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';

/** The queue that generates saved reports (worked by modules/reports, HELPERS.md hand-over). */
export const REPORT_GENERATE_QUEUE = 'reports-generate';

export interface SavedReportRequest {
  reportId: number;
  userId: number;
  reportScheduleId: number | null;
  name: string;
  /** The final values as text, START_DATE / END_DATE resolved. */
  parameters: Record<string, string>;
}

/**
 * Stand-in, with the same name and signature, for modules/reports/saved-reports.service.ts's
 * queueSavedReport until that module is merged: inserts the Queued saved report and sends its
 * generation job. Answers the saved report's id.
 */
export async function queueSavedReport(tx: Tx, boss: Pick<PgBoss, 'send'>, scope: Scope, request: SavedReportRequest): Promise<number> {
  const [row] = await tx
    .insert(savedReports)
    .values({ ...request, status: 'Queued' })
    .returning({ id: savedReports.id });
  const savedReportId = row!.id;
  await boss.send(REPORT_GENERATE_QUEUE, { companyId: scope.companyId, dataset: scope.dataset, savedReportId });
  return savedReportId;
}
