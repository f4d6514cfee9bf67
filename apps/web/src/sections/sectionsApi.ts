import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  encodeSectionParameters,
  sectionEndpoints,
  toParamsXml,
  type CrmIdentifiers,
  type DeleteSectionRequest,
  type SaveSectionRequest,
  type SectionParameters,
} from '@wattle/contract';
import { callEndpoint } from '../api/callEndpoint';

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
    queryFn: ({ signal }) => callEndpoint(sectionEndpoints.sections, { query: { codes: codes.join(',') }, signal }),
    enabled: codes.length > 0,
    staleTime: 5 * 60_000,
  });
}

/** The identifiers, search and order: what the export shares with the data call. */
const filterQuery = (parameters: SectionParameters, list: Partial<SectionListRequest>) => ({
  parameters: encodeSectionParameters(parameters),
  search: list.search || undefined,
  sortBy: list.sortBy,
  sortDescending: list.sortBy ? (list.sortDescending ? ('true' as const) : ('false' as const)) : undefined,
});

/** One page of a section's rows (the table's fetch). */
export const fetchSectionData = (sectionId: number, parameters: SectionParameters, list: SectionListRequest, signal?: AbortSignal) =>
  callEndpoint(sectionEndpoints.data, {
    params: { sectionId },
    query: { ...filterQuery(parameters, list), page: list.page, itemsPerPage: list.itemsPerPage },
    signal,
  });

/** One page of a section's rows; the previous page stays on screen while the next loads. */
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
  callEndpoint(sectionEndpoints.save, { params: { sectionId }, query: { parameters: encodeSectionParameters(parameters) }, body });

export const deleteSectionRows = (sectionId: number, parameters: SectionParameters, body: DeleteSectionRequest) =>
  callEndpoint(sectionEndpoints.delete, { params: { sectionId }, query: { parameters: encodeSectionParameters(parameters) }, body });

export const performAction = (sectionId: number, actionId: number, ids: CrmIdentifiers, keys: readonly string[]) =>
  callEndpoint(sectionEndpoints.performAction, { params: { sectionId, actionId }, query: { paramsXml: toParamsXml(ids) }, body: { keys: [...keys] } });

/** The .xlsx of every matching row, built and streamed by the server. */
export const exportSection = (sectionId: number, parameters: SectionParameters, list: Partial<SectionListRequest>) =>
  callEndpoint(sectionEndpoints.export, { params: { sectionId }, query: filterQuery(parameters, list) });
