import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  encodeSectionParameters,
  sectionPaths,
  toParamsXml,
  type CrmIdentifiers,
  type DeleteSectionRequest,
  type Message,
  type SaveSectionRequest,
  type SectionDataResponse,
  type SectionParameters,
  type SectionsByCodeResponse,
} from '@wattle/contract';
import { api } from '../api/client';

export const sectionKeys = {
  all: ['sections'] as const,
  configs: (codes: readonly string[]) => ['sections', 'config', codes.join(',')] as const,
  data: (sectionId: number) => ['sections', 'data', sectionId] as const,
};

/** What the table asks for besides the identifiers. */
export interface SectionListRequest {
  page: number;
  itemsPerPage: number;
  search?: string;
  sortBy?: string;
  sortDescending?: boolean;
}

/** A page's parent sections with their children and actions (GET /display/sections?codes=). */
export function useSections(codes: readonly string[]) {
  return useQuery({
    queryKey: sectionKeys.configs(codes),
    queryFn: ({ signal }) => api.get<SectionsByCodeResponse>(sectionPaths.sections, { query: { codes: codes.join(',') }, signal }),
    enabled: codes.length > 0,
    staleTime: 5 * 60_000,
  });
}

const listQuery = (parameters: SectionParameters, list: Partial<SectionListRequest>) => ({
  parameters: encodeSectionParameters(parameters),
  page: list.page,
  itemsPerPage: list.itemsPerPage,
  search: list.search || undefined,
  sortBy: list.sortBy,
  sortDescending: list.sortBy ? String(Boolean(list.sortDescending)) : undefined,
});

/** One page of a section's rows; the previous page stays on screen while the next loads. */
/** One page of a section's rows (the table's fetch). */
export const fetchSectionData = (sectionId: number, parameters: SectionParameters, list: SectionListRequest, signal?: AbortSignal) =>
  api.get<SectionDataResponse>(sectionPaths.data(sectionId), { query: listQuery(parameters, list), signal });

export function useSectionData(sectionId: number, parameters: SectionParameters, list: SectionListRequest, enabled = true) {
  return useQuery({
    queryKey: [...sectionKeys.data(sectionId), parameters, list],
    queryFn: ({ signal }) => fetchSectionData(sectionId, parameters, list, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** Reloads every loaded page of a section (after a save, delete or action). */
export function useRefreshSection() {
  const client = useQueryClient();
  return useCallback((sectionId: number) => client.invalidateQueries({ queryKey: sectionKeys.data(sectionId) }), [client]);
}

export const saveSection = (sectionId: number, parameters: SectionParameters, body: SaveSectionRequest) =>
  api.post<Message[]>(sectionPaths.data(sectionId), body, { query: { parameters: encodeSectionParameters(parameters) } });

export const deleteSectionRows = (sectionId: number, parameters: SectionParameters, body: DeleteSectionRequest) =>
  api.delete<Message[]>(sectionPaths.data(sectionId), body, { query: { parameters: encodeSectionParameters(parameters) } });

export const performAction = (sectionId: number, actionId: number, ids: CrmIdentifiers, keys: readonly string[]) =>
  api.post<Message[]>(sectionPaths.performAction(sectionId, actionId), { keys }, { query: { paramsXml: toParamsXml(ids) } });

/** The .xlsx of every matching row, built and streamed by the server. */
export const exportSection = (sectionId: number, parameters: SectionParameters, list: Partial<SectionListRequest>) =>
  api.getBlob(sectionPaths.export(sectionId), { query: { ...listQuery(parameters, list), page: undefined, itemsPerPage: undefined } });
