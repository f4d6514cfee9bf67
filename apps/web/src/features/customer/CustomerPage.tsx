import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { texts } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { useSessionStore } from '../../stores/sessionStore';
import { CustomerSummaryHeader } from './CustomerSummaryHeader';

/**
 * A page about the session's customer: the summary header and the page title above its content
 * (drawn anew for each customer), or "select a customer" while none is chosen.
 */
export function CustomerPage({ children }: { children: (customerId: number) => ReactNode }) {
  const customerId = useSessionStore((s) => s.customerId);
  if (customerId === null) {
    return (
      <>
        <PageTitle />
        <Alert severity="info">{texts.customer.selectCustomer}</Alert>
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <CustomerSummaryHeader customerId={customerId} />
      <PageTitle />
      {children(customerId)}
    </Stack>
  );
}
