import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCOUNTING_PLATFORM,
  accountingEndpoints,
  ADDON_FILTERS,
  HELPDESK_CONNECTION_STATUS,
  INTEGRATION_CATALOGUE,
  MAILHOUSE_CONNECTION_STATUS,
  MAILHOUSE_PLATFORM,
  mailhouseEndpoints,
  passesFilter,
  texts,
  type AddonFilter,
  type Endpoint,
  type IntegrationCatalogueItem,
} from '@wattle/contract';
import { endpointUrl } from '../../api/callEndpoint';
import { confirm, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { usePermissions } from '../../stores/usePermissions';
import { AccountingDialog } from './accounting/AccountingDialog';
import { addonKeys, disconnectIntegration, fetchConnections } from './addonsApi';
import { ConnectDialog } from './ConnectDialog';
import { IntegrationCard } from './IntegrationCard';

const t = texts.addons;
const CONNECTION_STATUS = 'xeroConnectionStatus';
/** Where each card that connects by its provider's authorisation page sends the browser (spec 1 §4). */
const REDIRECT_STARTS: Partial<Record<string, Endpoint>> = { [ACCOUNTING_PLATFORM]: accountingEndpoints.start, [MAILHOUSE_PLATFORM]: mailhouseEndpoints.start };

/**
 * Add-ons (spec 1 §2.1, §3–§5): the integrations catalogue by category, each card connected or
 * not (isIntegrated: GET /integrations has its tokenSource). Cards with credential fields connect
 * in a dialog; the accounting provider and the mail house through their authorisation pages: the
 * accounting provider's return (?xeroConnectionStatus=success) opens its detail dialog, the mail
 * house's (?mailroomConnectionStatus=…) says whether it connected.
 */
export function IntegrationPage() {
  const client = useQueryClient();
  const { mayManageIntegrations } = usePermissions();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<AddonFilter>(ADDON_FILTERS[0]);
  const [connecting, setConnecting] = useState<IntegrationCatalogueItem | null>(null);
  const [helpFor, setHelpFor] = useState<IntegrationCatalogueItem | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(params.get(CONNECTION_STATUS) === 'success');
  const connections = useQuery({ queryKey: addonKeys.list, queryFn: ({ signal }) => fetchConnections(signal) });
  const connected = new Set((connections.data ?? []).map((c) => c.tokenSource));
  const refresh = () => client.invalidateQueries({ queryKey: addonKeys.list });

  const closeDetails = () => {
    setDetailsOpen(false);
    if (params.has(CONNECTION_STATUS)) setParams({}, { replace: true });
  };
  const connect = (item: IntegrationCatalogueItem) => {
    const start = REDIRECT_STARTS[item.platformName];
    if (start) window.location.assign(endpointUrl(start));
    else setConnecting(item);
  };
  const disconnect = async (item: IntegrationCatalogueItem) => {
    if (!(await confirm(t.disconnect, t.disconnectConfirm(item.name)))) return;
    try {
      showOutcome(await disconnectIntegration(item));
      await refresh();
    } catch (error) {
      showErrorOf(error);
    }
  };

  const items = INTEGRATION_CATALOGUE.filter((item) => passesFilter(item, filter));
  const accounting = INTEGRATION_CATALOGUE.find((item) => item.platformName === ACCOUNTING_PLATFORM)!;
  return (
    <Stack spacing={2}>
      <PageTitle />
      {params.get(CONNECTION_STATUS) === 'failed' ? <Alert severity="error">{texts.accounting.authorisationFailed}</Alert> : null}
      {params.get(HELPDESK_CONNECTION_STATUS) === 'failed' ? <Alert severity="error">{t.helpdeskAuthorisationFailed}</Alert> : null}
      {params.get(MAILHOUSE_CONNECTION_STATUS) === 'failed' ? <Alert severity="error">{t.mailhouseAuthorisationFailed}</Alert> : null}
      {params.get(MAILHOUSE_CONNECTION_STATUS) === 'success' ? <Alert severity="success">{t.mailhouseConnected}</Alert> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t.categoryLabel}
        value={filter.label}
        onChange={(_e, label: string | null) => {
          const chosen = ADDON_FILTERS.find((f) => f.label === label);
          if (chosen) setFilter(chosen);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {ADDON_FILTERS.map((f) => (
          <ToggleButton key={f.label} value={f.label}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.platformName} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
            <IntegrationCard
              item={item}
              isIntegrated={connected.has(item.platformName)}
              mayManage={mayManageIntegrations}
              onConnect={() => connect(item)}
              onDisconnect={() => void disconnect(item)}
              onDetails={item.platformName === ACCOUNTING_PLATFORM ? () => setDetailsOpen(true) : undefined}
              onHelp={() => setHelpFor(item)}
            />
          </Grid>
        ))}
      </Grid>
      {connecting ? (
        <ConnectDialog
          item={connecting}
          onClose={() => setConnecting(null)}
          onConnected={() => {
            setConnecting(null);
            void refresh();
          }}
        />
      ) : null}
      {detailsOpen ? <AccountingDialog item={accounting} mayManage={mayManageIntegrations} onClose={closeDetails} /> : null}
      {helpFor ? (
        <ResponsiveDialog open onClose={() => setHelpFor(null)} title={helpFor.name} aria-labelledby="integration-help-title">
          <DialogContent>
            <Typography variant="body2" component="div" dangerouslySetInnerHTML={{ __html: helpFor.longDescriptionHTML }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setHelpFor(null)}>{texts.accounting.close}</Button>
          </DialogActions>
        </ResponsiveDialog>
      ) : null}
    </Stack>
  );
}
