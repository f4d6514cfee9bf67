import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { texts } from '@wattle/contract';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { searchApi, searchKeys } from './searchApi';
import { contextFromQuery } from './searchRouting';
import { useSelectSearchResult } from './useSelectSearchResult';

/**
 * /go-to-entity?searchId=…&searchContext=… and the legacy /_Dynamic/GoTo?searchId=…&searchType=CUSTOMER
 * (spec 2 §2, 3 §2.2): asks for the single result and opens it in place of this history entry,
 * without recording a recent search.
 */
export function GoToEntityPage() {
  const [params] = useSearchParams();
  const context = contextFromQuery(params);
  const searchId = Number(params.get('searchId'));
  const valid = context !== null && Number.isSafeInteger(searchId) && searchId > 0;
  const select = useSelectSearchResult();
  const opened = useRef(false);

  const result = useQuery({
    queryKey: searchKeys.single(context ?? 'Customer', searchId),
    queryFn: () => searchApi.single(context!, searchId),
    enabled: valid,
    retry: false,
  });

  useEffect(() => {
    if (!result.data || opened.current) return;
    opened.current = true;
    void select(result.data, { recordRecent: false, replace: true });
  }, [result.data, select]);

  if (!valid || result.isError) {
    return (
      <>
        <PageTitle />
        <Alert severity="warning">{texts.search.entityNotFound}</Alert>
      </>
    );
  }
  return <PageLoading />;
}
