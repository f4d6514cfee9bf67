import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { codeWords, texts, type AccountNode, type SiteTreeNode } from '@wattle/contract';
import { selectOnPlainClick } from '../../lib/navigationIdentifiers';
import { hrefForAccount, hrefForSite } from './searchRouting';
import { SearchTileIcon } from './SearchTileIcon';

export interface SiteTreeProps {
  sites: readonly SiteTreeNode[];
  onSelectSite: (site: SiteTreeNode) => void;
  onSelectAccount: (account: AccountNode) => void;
}

function SiteBranch({ site, onSelectSite, onSelectAccount }: { site: SiteTreeNode } & Omit<SiteTreeProps, 'sites'>) {
  const [open, setOpen] = useState(false);
  const label = open ? texts.search.collapse : texts.search.expand;
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          site.utilityAccounts.length > 0 ? (
            <IconButton edge="end" aria-label={`${label} ${site.address}`} aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          ) : null
        }
      >
        <ListItemButton component="a" href={hrefForSite(site)} onClick={selectOnPlainClick(() => onSelectSite(site))}>
          <ListItemIcon>
            <SearchTileIcon name={site.icon} />
          </ListItemIcon>
          <ListItemText primary={site.address} secondary={site.currentAccountDescription} />
        </ListItemButton>
      </ListItem>
      <Collapse in={open} unmountOnExit>
        <List disablePadding dense aria-label={site.address}>
          {site.utilityAccounts.map((account) => (
            <ListItemButton
              key={account.utilityAccountId}
              component="a"
              href={hrefForAccount(account)}
              sx={{ pl: 9 }}
              onClick={selectOnPlainClick(() => onSelectAccount(account))}
            >
              <ListItemText primary={account.accountDescription} secondary={`${codeWords(account.accountStatus)} · ${account.accountPeriod}`} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The SITES tree of a network node: each site with its address and current account; beneath it, its utility accounts. */
export function SiteTree({ sites, onSelectSite, onSelectAccount }: SiteTreeProps) {
  return (
    <List aria-label={texts.search.sites}>
      {sites.map((site) => (
        <SiteBranch key={site.siteId} site={site} onSelectSite={onSelectSite} onSelectAccount={onSelectAccount} />
      ))}
    </List>
  );
}
