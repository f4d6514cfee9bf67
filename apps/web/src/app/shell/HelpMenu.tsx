import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { texts } from '@wattle/contract';
import { navigationQueries } from '../../api/navigation';
import type { MenuAnchor } from './HoverMenuButton';
import { TopBarMenu } from './TopBarMenu';

const RaiseTicketDialog = lazy(() => import('./RaiseTicketDialog').then((m) => ({ default: m.RaiseTicketDialog })));

/** Help: one entry per help topic, opened in a new tab; 'Raise a support ticket' while the company's Help Desk is connected. */
export function HelpMenu({ anchor }: { anchor: MenuAnchor }) {
  const { data = [] } = useQuery(navigationQueries.helpTopics());
  const { data: tickets } = useQuery(navigationQueries.supportTicketInfo());
  const [raising, setRaising] = useState(false);
  return (
    <>
      <TopBarMenu anchor={anchor}>
        {data.map((topic) => (
          <MenuItem key={topic.id} component="a" href={topic.url} target="_blank" rel="noopener noreferrer" onClick={anchor.onClose}>
            {topic.name}
          </MenuItem>
        ))}
        {tickets?.ticketsAllowed ? <Divider /> : null}
        {tickets?.ticketsAllowed ? (
          <MenuItem
            onClick={() => {
              anchor.onClose();
              setRaising(true);
            }}
          >
            {texts.topBar.raiseTicket}
          </MenuItem>
        ) : null}
      </TopBarMenu>
      {raising ? (
        <Suspense fallback={null}>
          <RaiseTicketDialog onClose={() => setRaising(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
