import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { texts, type IntegrationCatalogueItem } from '@wattle/contract';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { BuildingsPanel } from './BuildingsPanel';
import { EventLogsPanel } from './EventLogsPanel';
import { JournalPanel } from './JournalPanel';
import { OrganisationsPanel } from './OrganisationsPanel';
import { ReceiptPanel } from './ReceiptPanel';

const t = texts.accounting;
const TABS = [
  { label: t.organisationsTab, Panel: OrganisationsPanel },
  { label: t.buildingsTab, Panel: BuildingsPanel },
  { label: t.journalTab, Panel: JournalPanel },
  { label: t.receiptTab, Panel: ReceiptPanel },
  { label: t.logsTab, Panel: EventLogsPanel },
] as const;

/** The accounting integration's detail (spec 3 §2.19): organisations, buildings, journal and receipt accounts, event logs. */
export function AccountingDialog({ item, mayManage, onClose }: { item: IntegrationCatalogueItem; mayManage: boolean; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  const { Panel } = TABS[tab]!;
  return (
    <ResponsiveDialog open onClose={onClose} title={t.dialogTitle(item.name)} aria-labelledby="accounting-integration-title">
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} variant="scrollable" sx={{ px: 3 }}>
        {TABS.map((x) => (
          <Tab key={x.label} label={x.label} />
        ))}
      </Tabs>
      <DialogContent sx={{ minHeight: 320 }}>
        <Panel mayManage={mayManage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** What every panel of the dialog is given. */
export interface PanelProps {
  mayManage: boolean;
}
