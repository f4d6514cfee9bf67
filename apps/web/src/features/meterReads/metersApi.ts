import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { servicesEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

const meterKeys = {
  found: (search: string) => ['meters', 'found', search] as const,
  one: (meterId: number) => ['meters', 'one', meterId] as const,
};

/** The meters `search` finds, a page at a time (fetchNextPage for the next one). */
export function useFoundMeters(search: string) {
  return useInfiniteQuery({
    queryKey: meterKeys.found(search),
    queryFn: ({ pageParam, signal }) => callEndpoint(servicesEndpoints.meters, { query: { search, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** One meter as the picker lists it (null: none asked for, or not found). */
export function useMeter(meterId: number | null) {
  return useQuery({
    queryKey: meterKeys.one(meterId ?? 0),
    queryFn: async ({ signal }) => (await callEndpoint(servicesEndpoints.meters, { query: { meterId: meterId! }, signal })).items[0] ?? null,
    enabled: meterId !== null,
  });
}
