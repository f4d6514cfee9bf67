import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usersEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { reloadSystemParameters } from '../../api/systemParameters';

const infoKey = (username: string) => ['free-trial-info', username] as const;

/** GET /users/free-trial-info; a failed load is only logged (spec 3 §8). */
export function useFreeTrialInfo(username: string) {
  const query = useQuery({
    queryKey: infoKey(username),
    queryFn: ({ signal }) => callEndpoint(usersEndpoints.freeTrialInfo, { query: { username }, signal }),
    enabled: Boolean(username),
  });
  useEffect(() => {
    if (query.error) console.error('Free-trial info failed to load', query.error);
  }, [query.error]);
  return query.data;
}

/** After a step's wizard saved: fresh free-trial flags and system parameters (ISLIVE ticks step 1). */
export function useRefreshSteps(username: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: infoKey(username) });
    try {
      await reloadSystemParameters();
    } catch (error) {
      console.error('System parameters failed to load', error);
    }
  };
}
