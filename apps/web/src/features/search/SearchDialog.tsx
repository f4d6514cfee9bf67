import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PARAMS, texts, type AccountNode, type SearchContext, type SearchResult, type SiteTreeNode } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useSystemParameter } from '../../api/systemParameters';
import { WizardDialog } from '../../wizards/WizardDialog';
import { BuildingTab } from './BuildingTab';
import { RecentTab } from './RecentTab';
import { searchApi, searchKeys } from './searchApi';
import { useSearchDialogStore } from './searchDialogStore';
import { SearchTab } from './SearchTab';
import { useSelectSearchResult } from './useSelectSearchResult';
import { usePermissions } from '../../stores/usePermissions';

type TabKey = 'search' | 'building' | 'recent';

/** 'Add Customer' starts this wizard (spec 1 §2.7). */
const NEW_CUSTOMER_WIZARD = 'NEWCUSTOMER';

/**
 * The fullscreen global search (spec 1 §2.7): Search, the network-node tab (NETNODELABEL, default
 * 'Building') and Recent. Mounted afresh for every opening (SearchDialogMount), so it starts on the
 * Search tab with the text it was opened with.
 */
export function SearchDialog() {
  const { open, initialText, close } = useSearchDialogStore();
  const [tab, setTab] = useState<TabKey>('search');
  const networkNodeLabel = useSystemParameter(PARAMS.netNodeLabel) || texts.search.defaultNetworkNodeLabel;
  const select = useSelectSearchResult();
  const [addingCustomer, setAddingCustomer] = useState(false);
  const { mayChangeData } = usePermissions();
  const queryClient = useQueryClient();

  const openResult = (result: SearchResult, override: Partial<SearchResult> = {}) => void select({ ...result, ...override }, { recordRecent: true });

  /** Tree nodes carry ids only: the entity's own card supplies the rest before it is opened. */
  async function openById(context: SearchContext, id: number, override: Partial<SearchResult> = {}) {
    try {
      const result = await queryClient.query({ queryKey: searchKeys.single(context, id), queryFn: () => searchApi.single(context, id) });
      openResult(result, override);
    } catch (error) {
      showErrorOf(error);
    }
  }
  const onSelectSite = (site: SiteTreeNode) => void openById('Site', site.siteId);
  const onSelectAccount = (account: AccountNode) => {
    if (account.customerId !== null) void openById('Customer', account.customerId, { accountId: account.customerAccountId, siteId: account.siteId });
  };

  return (
    <Dialog fullScreen open={open} onClose={close} slotProps={{ paper: { 'aria-label': texts.search.dialogTitle } }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} sx={{ flexGrow: 1 }}>
            <Tab value="search" label={texts.search.tabSearch} />
            <Tab value="building" label={networkNodeLabel} />
            <Tab value="recent" label={texts.search.tabRecent} />
          </Tabs>
          <IconButton edge="end" aria-label={texts.search.close} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        <Box role="tabpanel" aria-label={texts.search.tabSearch} hidden={tab !== 'search'}>
          <SearchTab
            initialText={initialText}
            networkNodeLabel={networkNodeLabel}
            onSelect={(r) => openResult(r)}
            onAddCustomer={mayChangeData ? () => setAddingCustomer(true) : undefined}
          />
        </Box>
        {tab === 'building' ? (
          <Box role="tabpanel" aria-label={networkNodeLabel}>
            <BuildingTab networkNodeLabel={networkNodeLabel} onSelectSite={onSelectSite} onSelectAccount={onSelectAccount} />
          </Box>
        ) : null}
        {tab === 'recent' ? (
          <Box role="tabpanel" aria-label={texts.search.tabRecent}>
            <RecentTab onSelect={(r) => openResult(r)} />
          </Box>
        ) : null}
      </Box>
      <WizardDialog
        wizardCode={NEW_CUSTOMER_WIZARD}
        open={addingCustomer}
        onClose={() => setAddingCustomer(false)}
        onSaved={(outcome) => {
          void queryClient.invalidateQueries({ queryKey: searchKeys.all });
          if (outcome.open) void openById(outcome.open.context, outcome.open.id);
        }}
      />
    </Dialog>
  );
}
