import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { CUSTOMER_PAGES, texts } from '@wattle/contract';
import { shellRoutes } from '../../app/routeTable';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';
import { usePermissions } from '../../stores/usePermissions';
import { SendLetterButton } from '../documents/letter/SendLetterButton';
import { useCrmIdentifiers } from '../../sections/useCrmIdentifiers';
import { useCustomerAccount } from './customerApi';
import { CustomerSummaryHeader } from './CustomerSummaryHeader';

/** The page definition of the current route, found through its screen code. */
function usePageDefinition() {
  const { pathname } = useLocation();
  const screenCode = shellRoutes.find((route) => route.path === pathname)?.screenCode;
  return screenCode ? CUSTOMER_PAGES[screenCode] : undefined;
}

/**
 * Every customer page built from sections (spec 3 §2.3): the summary header, then the page's parent
 * sections for the session's customer. Pages that need the customer account load it first.
 */
export function CustomerSectionPage() {
  const page = usePageDefinition();
  const ids = useCrmIdentifiers();
  const customerId = ids.customerId ?? null;
  const account = useCustomerAccount(page?.loadAccount ? customerId : null);
  const { refetch } = account;
  useEffect(() => {
    if (page?.loadAccount === 'reload') void refetch();
  }, [page?.loadAccount, refetch]);
  const codes = useMemo(() => page?.sectionCodes ?? [], [page]);
  const { mayChangeData } = usePermissions();

  if (!page) return <PageTitle />;
  if (customerId === null) {
    return (
      <>
        <PageTitle />
        <Alert severity="info">{texts.customer.selectCustomer}</Alert>
      </>
    );
  }
  const waiting = page.loadAccount !== undefined && (account.isLoading || account.isRefetching);
  return (
    <Stack spacing={3}>
      <CustomerSummaryHeader customerId={customerId} />
      {page.sendsLetters && mayChangeData ? (
        <div>
          <SendLetterButton customerId={customerId} />
        </div>
      ) : null}
      {account.error ? <Alert severity="error">{texts.sections.loadError}</Alert> : null}
      {waiting ? <LinearProgress /> : <SectionsView key={customerId} codes={codes} ids={ids} />}
    </Stack>
  );
}
