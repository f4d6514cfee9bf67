import { queryClient } from '../src/api/queryClient';
import { systemParametersQuery } from '../src/api/systemParameters';

/** The company's system parameters as if the server had sent them (the query every screen reads). */
export const setSystemParameters = (parameters: Record<string, string>) => queryClient.setQueryData(systemParametersQuery.queryKey, parameters);
