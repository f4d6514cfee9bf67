import { dashboardEndpoints, type AdditionalParameters, type ProcessAction, type ProcessItem } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

export interface ProcessRequest {
  processCode: string;
  page: number;
  itemsPerPage: number;
  search?: string;
  sortBy?: string;
  sortDescending?: boolean;
  params?: AdditionalParameters;
  /** Keyset: where the previous page ended. */
  after?: string;
}

const queryOf = (req: Omit<ProcessRequest, 'page' | 'itemsPerPage' | 'after'> & Partial<ProcessRequest>) => ({
  processCode: req.processCode,
  page: req.page,
  itemsPerPage: req.itemsPerPage,
  search: req.search || undefined,
  sortBy: req.sortBy,
  sortDescending: req.sortBy ? Boolean(req.sortDescending) : undefined,
  additionalParametersJson: req.params && Object.keys(req.params).length ? JSON.stringify(req.params) : undefined,
  after: req.after,
});

/** One page of a process's rows. */
export const fetchProcessData = (processId: number, req: ProcessRequest, signal?: AbortSignal) =>
  callEndpoint(dashboardEndpoints.processData, { params: { id: processId }, query: queryOf(req), signal });

/** POST run-action with the selected rows; the dialog's parameters travel as the options. */
export const runProcessAction = (processId: number, action: ProcessAction, rows: readonly ProcessItem[], params: AdditionalParameters = {}) =>
  callEndpoint(dashboardEndpoints.runAction, {
    body: {
      processId,
      actionId: action.id,
      options: Object.keys(params).length ? JSON.stringify(params) : '',
      itemsJson: JSON.stringify(rows),
    },
  });

/** Every matching row as .xlsx, streamed by the server. */
export const exportProcess = (processId: number, req: Omit<ProcessRequest, 'page' | 'itemsPerPage' | 'after'>) =>
  callEndpoint(dashboardEndpoints.processExport, { params: { id: processId }, query: queryOf(req) });
