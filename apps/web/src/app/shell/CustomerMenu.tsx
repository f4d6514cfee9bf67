import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { withNavigationIdentifiers, type NavigationIdentifiers } from '../../lib/navigationIdentifiers';
import { navigationQueries } from '../../api/navigation';
import { useSessionStore } from '../../stores/sessionStore';
import { DrawerLink, DrawerRowButton } from './DrawerLink';
import { drawerEntries, type DrawerEntry } from './menuRoutes';
import { MenuIcon } from './menuIcons';

function DrawerGroup({ group, ids }: { group: Extract<DrawerEntry, { kind: 'group' }>; ids: NavigationIdentifiers }) {
  const [open, setOpen] = useState(false);
  const pagesId = `drawer-group-${group.key}`;
  return (
    <>
      <DrawerRowButton type="button" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={pagesId}>
        <MenuIcon name={group.icon} />
        <Box component="span" sx={{ flexGrow: 1 }}>
          {group.name}
        </Box>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </DrawerRowButton>
      <Collapse in={open} unmountOnExit>
        <div id={pagesId}>
          {group.pages.map((page) => (
            <DrawerLink key={page.key} to={withNavigationIdentifiers(page.to, ids)} icon={<MenuIcon name={page.icon} />} label={page.name} nested />
          ))}
        </div>
      </Collapse>
    </>
  );
}

/**
 * The server's menu groups for the selected customer (spec 1 §2.6); shown once a customer is selected.
 * Each link carries the customer's ids, so it also opens in a new tab or from a bookmark.
 */
export function CustomerMenu() {
  const ids = useSessionStore(
    useShallow(({ customerId, accountId, siteId, meterId, partyId, selectedCustomerTypeCode }) => ({
      customerId,
      accountId,
      siteId,
      meterId,
      partyId,
      selectedCustomerTypeCode,
    })),
  );
  const { data = [] } = useQuery(navigationQueries.navigationMenu());
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
      {drawerEntries(data, ids.selectedCustomerTypeCode).map((entry) =>
        entry.kind === 'link' ? (
          <DrawerLink key={entry.key} to={withNavigationIdentifiers(entry.to, ids)} icon={<MenuIcon name={entry.icon} />} label={entry.name} />
        ) : (
          <DrawerGroup key={entry.key} group={entry} ids={ids} />
        ),
      )}
    </Box>
  );
}
