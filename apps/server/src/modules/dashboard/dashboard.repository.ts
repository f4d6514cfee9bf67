import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { dashboardProcessActions, dashboardProcessConfigs, dashboardProcesses } from '../../db/schema/index';

type StoredProcess = typeof dashboardProcesses.$inferSelect;
type StoredConfig = typeof dashboardProcessConfigs.$inferSelect;
export type StoredAction = typeof dashboardProcessActions.$inferSelect;

export interface StoredProcessBundle {
  process: StoredProcess;
  /** The user's own configuration when there is one, else the company's. */
  config: StoredConfig | null;
  actions: StoredAction[];
}

/** The company's processes (one, when `processId` is given) with their configuration for this user and their actions. */
export async function loadStoredProcesses(tx: Tx, userId: number, processId?: number): Promise<StoredProcessBundle[]> {
  const processes = await tx
    .select()
    .from(dashboardProcesses)
    .where(processId === undefined ? undefined : eq(dashboardProcesses.id, processId))
    .orderBy(asc(dashboardProcesses.sortOrder), asc(dashboardProcesses.id));
  if (processes.length === 0) return [];
  const ids = processes.map((p) => p.id);
  const [configs, actions] = await inTurn([
    () =>
      tx
        .select()
        .from(dashboardProcessConfigs)
        .where(and(inArray(dashboardProcessConfigs.processId, ids), or(isNull(dashboardProcessConfigs.userId), eq(dashboardProcessConfigs.userId, userId)))),
    () =>
      tx
        .select()
        .from(dashboardProcessActions)
        .where(inArray(dashboardProcessActions.processId, ids))
        .orderBy(asc(dashboardProcessActions.sortOrder), asc(dashboardProcessActions.id)),
  ]);
  return processes.map((process) => {
    const own = configs.filter((c) => c.processId === process.id);
    return {
      process,
      config: own.find((c) => c.userId === userId) ?? own.find((c) => c.userId === null) ?? null,
      actions: actions.filter((a) => a.processId === process.id),
    };
  });
}
