import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { navigationQueries } from '../../api/navigation';
import { useSessionStore } from '../../stores/sessionStore';
import { DrawerLink, DrawerRowButton } from './DrawerLink';
import { drawerEntries, type DrawerEntry } from './menuRoutes';
import { MenuIcon } from './menuIcons';

function DrawerGroup({ group }: { group: Extract<DrawerEntry, { kind: 'group' }> }) {
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
            <DrawerLink key={page.key} to={page.to} icon={<MenuIcon name={page.icon} />} label={page.name} nested />
          ))}
        </div>
      </Collapse>
    </>
  );
}

/** The server's menu groups for the selected customer (spec 1 §2.6); shown once a customer is selected. */
export function CustomerMenu() {
  const customerType = useSessionStore((s) => s.selectedCustomerTypeCode);
  const { data = [] } = useQuery(navigationQueries.navigationMenu());
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
      {drawerEntries(data, customerType).map((entry) =>
        entry.kind === 'link' ? (
          <DrawerLink key={entry.key} to={entry.to} icon={<MenuIcon name={entry.icon} />} label={entry.name} />
        ) : (
          <DrawerGroup key={entry.key} group={entry} />
        ),
      )}
    </Box>
  );
}
