import Dashboard from '@mui/icons-material/Dashboard';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { DRAWER_WIDTH, texts } from '@wattle/contract';
import { useAuthStore } from '../../stores/authStore';
import { useSessionStore } from '../../stores/sessionStore';
import { paths } from '../paths';
import { DrawerLink } from './DrawerLink';
import { ShellIconButton } from './ShellButton';
import { useDrawerStore } from './drawerStore';
import { DRAWER_RAIL_WIDTH, TOP_BAR_HEIGHT, useCompactScreen } from './shellLayout';

const CustomerMenu = lazy(() => import('./CustomerMenu').then((m) => ({ default: m.CustomerMenu })));

/**
 * The side drawer (spec 1 §2.6): pinned it is 18em wide beside the page; unpinned it is a rail of
 * icons that expands over the page while hovered. 'Get started' for free-trial users, Dashboard,
 * and the customer's menu groups once a customer is selected. On a phone or tablet it is temporary:
 * opened by the top bar's toggle over a dimmed page, closed by a link, the backdrop or Escape.
 */
export function SideDrawer() {
  const open = useDrawerStore((s) => s.open);
  // Mounted afresh each time it opens, so a re-opened rail starts collapsed.
  return open ? <DrawerPanel /> : null;
}

function DrawerPanel() {
  const { pinned, pin, unpin, close } = useDrawerStore();
  const freeTrial = useAuthStore((s) => s.user?.freeTrial ?? false);
  const customerSelected = useSessionStore((s) => s.customerId !== null);
  const compact = useCompactScreen();
  const [hovered, setHovered] = useState(false);
  const expanded = compact || pinned || hovered;
  const floating = compact || (!pinned && hovered);
  // A temporary drawer has done its job once a link in it is followed.
  const closeOnLink = (event: MouseEvent) => {
    if (compact && (event.target as Element).closest('a')) close();
  };

  return (
    <>
      {compact ? (
        <Box
          onClick={close}
          sx={{ position: 'fixed', inset: `${TOP_BAR_HEIGHT}px 0 0 0`, zIndex: (theme) => theme.zIndex.appBar - 1, bgcolor: 'rgba(0, 0, 0, 0.5)' }}
        />
      ) : null}
      <Box
        component="nav"
        aria-label={texts.drawer.label}
        data-expanded={expanded}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onClick={closeOnLink}
        onKeyDown={(event) => compact && event.key === 'Escape' && close()}
        sx={{
          position: 'fixed',
          top: TOP_BAR_HEIGHT,
          bottom: 0,
          left: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          width: expanded ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH,
          maxWidth: '85vw',
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          boxShadow: floating ? 8 : 0,
          transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <Box sx={{ py: 1 }}>
          {freeTrial ? <DrawerLink to={paths.freeTrial} icon={<RocketLaunch fontSize="small" />} label={texts.drawer.getStarted} /> : null}
          <DrawerLink to={paths.dashboard} icon={<Dashboard fontSize="small" />} label={texts.drawer.dashboard} />
        </Box>
        {customerSelected ? (
          <Suspense fallback={null}>
            <CustomerMenu />
          </Suspense>
        ) : null}
        {/* Pinning is for a drawer beside the page: a temporary one has no pin. */}
        {compact ? null : (
          <Box sx={{ mt: 'auto', p: 1, display: 'flex', justifyContent: expanded ? 'flex-end' : 'center' }}>
            <ShellIconButton onClick={pinned ? unpin : pin} aria-label={pinned ? texts.drawer.unpin : texts.drawer.pin} aria-pressed={pinned}>
              {pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
            </ShellIconButton>
          </Box>
        )}
      </Box>
    </>
  );
}
