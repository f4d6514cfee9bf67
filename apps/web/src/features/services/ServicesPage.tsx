import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useMemo, useState } from 'react';
import { texts, USAGE_TAB_CODE, type AccountService } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { SectionsView } from '../../sections/SectionsView';
import { useCrmIdentifiers } from '../../sections/useCrmIdentifiers';
import { useSessionStore } from '../../stores/sessionStore';
import { CustomerPage } from '../customer/CustomerPage';
import { MeterSelector } from './MeterSelector';
import { initialSelection, selectMeter, selectSite, siteAccountOf, visibleTabs, type ServiceSelection } from './serviceSelection';
import { useAccountServices, useServiceTabs } from './servicesApi';
import { UsageChartPanel } from './UsageChartPanel';

/** The Services page (spec 3 §2.12): the customer's summary, the meter selector and the tabs. */
export function ServicesPage() {
  return <CustomerPage>{(customerId) => <Services key={customerId} customerId={customerId} />}</CustomerPage>;
}

function Services({ customerId }: { customerId: number }) {
  const query = useAccountServices(customerId);
  useEffect(() => {
    if (query.error) showErrorOf(query.error);
  }, [query.error]);
  if (query.isLoading) return <LinearProgress />;
  if (query.error || !query.data) return <Alert severity="error">{texts.sections.loadError}</Alert>;
  return <ServicesOf customerId={customerId} services={query.data} />;
}

function ServicesOf({ customerId, services }: { customerId: number; services: readonly AccountService[] }) {
  const storeSelection = useSessionStore((s) => s.selectMeter);
  // The selection is the session's (spec 3 §2.12): chosen once on load from the session's site and meter, then by the user.
  const [selection, setSelection] = useState<ServiceSelection | null>(() => initialSelection(services, useSessionStore.getState()));
  useEffect(() => {
    if (selection) storeSelection(selection);
  }, [selection, storeSelection]);
  const choose = (next: ServiceSelection | null) => {
    if (next) setSelection(next);
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <MeterSelector
          services={services}
          selection={selection}
          onSelectSite={(siteId) => choose(selectSite(services, siteId))}
          onSelectMeter={(meterId) => choose(selectMeter(services, meterId))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>{selection ? <ServiceTabs customerId={customerId} services={services} selection={selection} /> : null}</Grid>
    </Grid>
  );
}

/** The Services module's pages as tabs: the usage chart, or the parent section of the tab's code. */
function ServiceTabs({ customerId, services, selection }: { customerId: number; services: readonly AccountService[]; selection: ServiceSelection }) {
  const tabsQuery = useServiceTabs(customerId, selection.accountId, selection.siteId);
  const tabs = useMemo(() => visibleTabs(tabsQuery.data ?? [], selection.meterId !== null), [tabsQuery.data, selection.meterId]);
  const [chosen, setChosen] = useState<string | null>(null);
  const session = useCrmIdentifiers();
  const ids = useMemo(() => ({ ...session, siteId: selection.siteId, accountId: selection.accountId, meterId: selection.meterId }), [session, selection]);
  const current = tabs.find((tab) => tab.code === chosen) ?? tabs[0];
  const siteAccount = siteAccountOf(services, selection.meterId);
  if (tabsQuery.isLoading) return <LinearProgress />;
  if (!current) return null;
  return (
    <Box>
      <Tabs value={current.code} onChange={(_e, code: string) => setChosen(code)} variant="scrollable" sx={{ mb: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.code} value={tab.code} label={tab.description} />
        ))}
      </Tabs>
      {current.code === USAGE_TAB_CODE ? (
        siteAccount ? (
          <UsageChartPanel key={siteAccount.id} accountId={siteAccount.id} />
        ) : null
      ) : (
        <SectionsView key={`${current.code}:${selection.siteId}:${selection.meterId ?? ''}`} codes={[current.code]} ids={ids} />
      )}
    </Box>
  );
}
