import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { texts, type AccountNode, type SearchOption, type SiteTreeNode } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { NetworkNodeSelect } from './NetworkNodeSelect';
import { searchApi, searchKeys } from './searchApi';
import { SiteTree } from './SiteTree';

export interface BuildingTabProps {
  networkNodeLabel: string;
  onSelectSite: (site: SiteTreeNode) => void;
  onSelectAccount: (account: AccountNode) => void;
}

/** The network-node tab (spec 1 §2.7): choose a building, then browse its expandable SITES tree. */
export function BuildingTab({ networkNodeLabel, onSelectSite, onSelectAccount }: BuildingTabProps) {
  const [networkNode, setNetworkNode] = useState<SearchOption | null>(null);
  const networkNodeId = networkNode?.id ?? null;
  const sites = useQuery({
    queryKey: searchKeys.byBuilding(networkNodeId ?? 0),
    queryFn: ({ signal }) => searchApi.byBuilding(networkNodeId!, signal),
    enabled: networkNodeId !== null,
  });
  useEffect(() => {
    if (sites.error) showErrorOf(sites.error);
  }, [sites.error]);

  return (
    <Stack spacing={2}>
      <NetworkNodeSelect label={networkNodeLabel} value={networkNode} onChange={setNetworkNode} allowAll={false} />
      {networkNodeId !== null ? (
        <>
          <Typography variant="overline" component="h2" sx={{ fontWeight: 'bold' }}>
            {texts.search.sites}
          </Typography>
          {sites.isFetching ? <CircularProgress size={24} /> : null}
          {sites.data && sites.data.length === 0 ? <Typography color="text.secondary">{texts.services.noSites}</Typography> : null}
          {sites.data ? <SiteTree sites={sites.data} onSelectSite={onSelectSite} onSelectAccount={onSelectAccount} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
