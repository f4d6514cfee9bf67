import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { texts, ZERO_DATE, type AccountService } from '@wattle/contract';
import { useDateFormat } from '../../hooks/useDateFormat';
import { formatDate } from '../../lib/format';
import { SectionIcon } from '../../sections/icons';
import type { ServiceSelection } from './serviceSelection';

const t = texts.services;

interface MeterSelectorProps {
  services: readonly AccountService[];
  selection: ServiceSelection | null;
  onSelectSite: (siteId: number) => void;
  onSelectMeter: (meterId: number) => void;
}

/** Site accounts grouped by location, in the order the server gives them. */
function byLocation(services: readonly AccountService[]) {
  const groups = new Map<string, AccountService[]>();
  for (const service of services) groups.set(service.location, [...(groups.get(service.location) ?? []), service]);
  return [...groups.entries()];
}

/**
 * The three-level meter selector (spec 3 §2.12): locations with their number of accounts, site
 * account rows (site identifier, status, open – close or Current, offering), meter rows (code,
 * description, status). The selection's location and site account stay open.
 */
export function MeterSelector({ services, selection, onSelectSite, onSelectMeter }: MeterSelectorProps) {
  const dateFormat = useDateFormat();
  const locations = useMemo(() => byLocation(services), [services]);
  if (services.length === 0) return <Alert severity="info">{t.noSites}</Alert>;
  const period = (s: AccountService) =>
    `${formatDate(s.accountOpenDate, dateFormat)} – ${s.accountCloseDate === ZERO_DATE ? t.current : formatDate(s.accountCloseDate, dateFormat)}`;
  return (
    <Stack component="nav" aria-label={t.meterSelector} data-testid="meter-selector">
      {locations.map(([location, accounts]) => (
        <Accordion key={location} disableGutters defaultExpanded={accounts.some((a) => a.siteId === selection?.siteId)} data-testid="service-location">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <SectionIcon name={accounts[0]!.locationIcon} />
              <Typography sx={{ fontWeight: 500 }}>{location}</Typography>
              <Chip size="small" label={t.accountCount(accounts.length)} />
            </Stack>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {accounts.map((account) => (
                <li key={account.id} data-testid="service-site-account" data-site-id={account.siteId}>
                  <ListItemButton selected={selection?.siteId === account.siteId && selection.meterId === null} onClick={() => onSelectSite(account.siteId)}>
                    <SectionIcon name={account.utilityIcon} />
                    <ListItemText
                      sx={{ ml: 1 }}
                      primary={account.siteIdentifier}
                      secondary={[account.accountStatusDescription, period(account), account.offeringDescription].join(' · ')}
                    />
                  </ListItemButton>
                  <List dense disablePadding>
                    {account.meters.map((meter) => (
                      <li key={meter.id}>
                        <ListItemButton
                          sx={{ pl: 6 }}
                          selected={selection?.meterId === meter.id}
                          aria-current={selection?.meterId === meter.id ? 'true' : undefined}
                          data-testid="service-meter"
                          data-meter-id={meter.id}
                          onClick={() => onSelectMeter(meter.id)}
                        >
                          <ListItemText primary={`${meter.meterCode} ${meter.meterDescription}`.trim()} secondary={meter.meterStatusCode} />
                        </ListItemButton>
                      </li>
                    ))}
                  </List>
                </li>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
