import {
  additionalParametersSchema,
  ALL_ITEMS,
  texts,
  type AdditionalParameters,
  type ChartData,
  type DashboardItem,
  type Notification,
  type ProcessDataResponse,
  type UserChart,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { loadStoredProcesses } from './dashboard.repository';
import { processSpecsByKey } from './definitions/index';
import { assertUnlocked, bindProcesses, itemOf, processConfigOf, viewOf, type BoundProcess } from './process-catalog';
import { readPage } from './process-query';
import type { QueueCounts } from './queue-counts';
import type { Scope } from '../../db/tenancy';

/** Who asks: the process list, its roles and its own configuration depend on the user; counts on the scope. */
export interface Viewer {
  userId: number;
  roles: readonly string[];
  scope: Scope;
}

export async function visibleProcesses(tx: Tx, viewer: Viewer): Promise<BoundProcess[]> {
  return bindProcesses(await loadStoredProcesses(tx, viewer.userId), processSpecsByKey, viewer.roles);
}

/** One process the user may see; another company's id, an unknown id or a role the user lacks is a 404. */
export async function visibleProcess(tx: Tx, viewer: Viewer, id: number): Promise<BoundProcess> {
  const [process] = bindProcesses(await loadStoredProcesses(tx, viewer.userId, id), processSpecsByKey, viewer.roles);
  if (!process) throw notFound(texts.dashboard.processNotFound);
  return process;
}

/** additionalParametersJson as the dialogs send it; unreadable or unknown parameters are a 400. */
export function parseAdditionalParameters(text: string | undefined): AdditionalParameters {
  if (!text?.trim()) return {};
  try {
    const parsed = additionalParametersSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // refused below
  }
  throw badRequest(texts.dashboard.badParameters);
}

export interface DataRequest {
  processCode: string;
  page: number;
  itemsPerPage: number;
  search?: string;
  sortBy?: string;
  sortDescending?: boolean;
  additionalParametersJson?: string;
  after?: string;
}

/** A table process whose code matches the call; charts have no rows, locked processes serve none. */
export async function tableProcess(tx: Tx, viewer: Viewer, id: number, processCode: string) {
  const process = await visibleProcess(tx, viewer, id);
  if (process.bundle.process.code !== processCode) throw badRequest(texts.dashboard.processCodeMismatch);
  if (!process.spec.views) throw badRequest(texts.dashboard.notAChart);
  assertUnlocked(process);
  return process;
}

/** GET /dashboard/processes/{id}/data-with-pagination */
export async function processData(tx: Tx, viewer: Viewer, counts: QueueCounts, id: number, req: DataRequest): Promise<ProcessDataResponse> {
  const process = await tableProcess(tx, viewer, id, req.processCode);
  const params = parseAdditionalParameters(req.additionalParametersJson);
  const view = viewOf(process, params);
  const all = req.itemsPerPage === ALL_ITEMS;
  const page = await readPage(tx, view, {
    params,
    search: req.search,
    sortBy: req.sortBy,
    sortDescending: req.sortDescending,
    limit: all ? null : req.itemsPerPage,
    offset: all ? 0 : (req.page - 1) * req.itemsPerPage,
    after: req.after,
    queueCount: () => counts(tx, viewer.scope, view.spec, params),
  });
  return { processItems: page.items, totalItems: page.total, processConfig: processConfigOf(process, view), nextCursor: page.nextCursor };
}

/** GET /dashboard/user-items: the cards and the scheduled-tasks panel. */
export async function userItems(tx: Tx, viewer: Viewer): Promise<DashboardItem[]> {
  return (await visibleProcesses(tx, viewer)).filter((p) => p.spec.kind !== 'CHART').map(itemOf);
}

/** GET /dashboard/user-charts */
export async function userCharts(tx: Tx, viewer: Viewer): Promise<UserChart[]> {
  return (await visibleProcesses(tx, viewer))
    .filter((p) => p.spec.kind === 'CHART' && !p.bundle.process.hidden)
    .map((p) => ({ id: p.bundle.process.id, code: p.bundle.process.code, name: p.bundle.process.name }));
}

/** GET /dashboard/notifications: each shown card's count of waiting rows. */
export async function notificationCounts(tx: Tx, viewer: Viewer, counts: QueueCounts): Promise<Notification[]> {
  const cards = (await visibleProcesses(tx, viewer)).filter((p) => p.spec.kind === 'TABLE' && !p.bundle.process.hidden);
  const notifications: Notification[] = [];
  for (const card of cards) notifications.push({ code: card.bundle.process.code, value: String(await counts(tx, viewer.scope, viewOf(card, {}).spec, {})) });
  return notifications;
}

/** GET /dashboard/processes/{id}/chart-data */
export async function chartData(tx: Tx, viewer: Viewer, id: number): Promise<ChartData> {
  const process = await visibleProcess(tx, viewer, id);
  if (!process.spec.chart) throw badRequest(texts.dashboard.notAChart);
  return process.spec.chart(tx);
}

/** A process by code the user may see and use (the previews belong to their dialog's process). */
export async function usableProcess(tx: Tx, viewer: Viewer, code: string): Promise<BoundProcess> {
  const process = (await visibleProcesses(tx, viewer)).find((p) => p.bundle.process.code === code);
  if (!process) throw notFound(texts.dashboard.processNotFound);
  assertUnlocked(process);
  return process;
}
