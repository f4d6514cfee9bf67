import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fieldEndpoints, type LookupParameters } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showErrorOf } from '../notices/noticeStore';

/** A lookup's values (GET /lookups/{code}/values?parameters=); a failed load shows the generic error (spec 1 §8). */
export function useLookupValues(lookupCode: string | null | undefined, parameters: LookupParameters | null) {
  const parametersText = JSON.stringify(parameters ?? {});
  const query = useQuery({
    queryKey: ['lookups', lookupCode, parametersText],
    queryFn: ({ signal }) => callEndpoint(fieldEndpoints.lookupValues, { params: { lookupCode: lookupCode! }, query: { parameters: parametersText }, signal }),
    enabled: Boolean(lookupCode),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.error) showErrorOf(query.error);
  }, [query.error]);
  return { values: query.data ?? [], loading: query.isLoading };
}
