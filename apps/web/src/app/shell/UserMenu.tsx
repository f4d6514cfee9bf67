import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DATE_FORMATS, texts } from '@wattle/contract';
import { navigationQueries } from '../../api/navigation';
import { formatDate } from '../../lib/format';
import { useAuthStore } from '../../stores/authStore';
import { paths } from '../paths';
import type { MenuAnchor } from './HoverMenuButton';
import { TopBarMenu } from './TopBarMenu';
import { useSignOut } from './useSignOut';

const SupportTicketsDialog = lazy(() => import('./SupportTicketsDialog').then((m) => ({ default: m.SupportTicketsDialog })));

/** Role chips come from the comma-separated role list. */
const rolesOf = (userRoles: string) =>
  userRoles
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

/**
 * User menu (spec 1 §2.5): display name, email, role chips, the company's support-ticket usage when
 * allowed (opens the ticket list), 'View User Account' and Logout.
 */
export function UserMenu({ anchor }: { anchor: MenuAnchor }) {
  const user = useAuthStore((s) => s.user);
  const { data: tickets } = useQuery(navigationQueries.supportTicketInfo());
  const signOut = useSignOut();
  const [ticketsOpen, setTicketsOpen] = useState(false);
  const month = tickets ? formatDate(`${tickets.month}-01`, DATE_FORMATS.month) : '';

  return (
    <>
      <TopBarMenu anchor={anchor}>
        <Box sx={{ px: 2, py: 1, maxWidth: 360 }}>
          <Typography sx={{ fontWeight: 'bold' }}>{user?.displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.emailAddress}
          </Typography>
          <Stack direction="row" aria-label={texts.topBar.roles} sx={{ mt: 1, gap: 0.5, flexWrap: 'wrap' }}>
            {rolesOf(user?.userRoles ?? '').map((role) => (
              <Chip key={role} label={role} size="small" />
            ))}
          </Stack>
        </Box>
        <Divider />
        {tickets?.ticketsAllowed ? (
          <MenuItem
            onClick={() => {
              anchor.onClose();
              setTicketsOpen(true);
            }}
          >
            {texts.topBar.supportTickets(tickets.ticketsCreated, month, tickets.ticketsMax)}
          </MenuItem>
        ) : null}
        <MenuItem component={Link} to={paths.userSettings} onClick={anchor.onClose}>
          {texts.topBar.viewUserAccount}
        </MenuItem>
        <MenuItem
          onClick={() => {
            anchor.onClose();
            void signOut();
          }}
        >
          {texts.topBar.logout}
        </MenuItem>
      </TopBarMenu>
      {ticketsOpen ? (
        <Suspense fallback={null}>
          <SupportTicketsDialog month={month} onClose={() => setTicketsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
