import AccountCircle from '@mui/icons-material/AccountCircle';
import Assessment from '@mui/icons-material/Assessment';
import Build from '@mui/icons-material/Build';
import HelpOutline from '@mui/icons-material/HelpOutline';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PARAMS, texts } from '@wattle/contract';
import { navigationQueries } from '../../api/navigation';
import { queryClient } from '../../api/queryClient';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { useAuthStore } from '../../stores/authStore';
import { useSystemParameter } from '../../api/systemParameters';
import { paths } from '../paths';
import { topBarColour, topBarTextColour } from '../theme';
import { useDrawerStore } from './drawerStore';
import { HoverMenuButton } from './HoverMenuButton';
import { ShellIconButton } from './ShellButton';
import { TOP_BAR_HEIGHT, useCompactScreen } from './shellLayout';

// The menus load when first wanted: their code and data start loading as the pointer reaches the button.
const ReportsMenu = lazyWithPreload(() => import('./ReportsMenu').then((m) => m.ReportsMenu));
const MaintenanceMenu = lazyWithPreload(() => import('./MaintenanceMenu').then((m) => m.MaintenanceMenu));
const HelpMenu = lazyWithPreload(() => import('./HelpMenu').then((m) => m.HelpMenu));
const UserMenu = lazyWithPreload(() => import('./UserMenu').then((m) => m.UserMenu));

const prefetch = (menu: { preload: () => unknown }, loadData: () => Promise<unknown>) => () => {
  void menu.preload();
  // A failed prefetch is only a missed head start: the menu loads its data again when it opens.
  loadData().catch(() => undefined);
};

/**
 * The top bar of every signed-in screen (spec 1 §2.5); orange in demo mode. `search` is where
 * global search mounts its account-number box. On a phone or tablet the Reports and Maintenance
 * menus are icons and the name block is left out, so that the bar fits the screen.
 */
export function TopBar({ search }: { search?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const subscription = useSystemParameter(PARAMS.subscription);
  const toggleDrawer = useDrawerStore((s) => s.toggle);
  const compact = useCompactScreen();

  return (
    <Box
      component="header"
      data-demo={user?.demoMode ?? false}
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        zIndex: 'appBar',
        height: TOP_BAR_HEIGHT,
        px: { xs: 0.5, sm: 1 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        bgcolor: topBarColour(user?.demoMode ?? false),
        color: topBarTextColour(user?.demoMode ?? false),
        boxShadow: 2,
      }}
    >
      <ShellIconButton aria-label={texts.topBar.toggleMenu} onClick={toggleDrawer}>
        <MenuIcon />
      </ShellIconButton>
      <Typography component={Link} to={paths.root} variant="h6" sx={{ color: 'inherit', textDecoration: 'none', mr: { xs: 0, sm: 2 }, fontWeight: 700 }}>
        {texts.topBar.logo}
      </Typography>
      <HoverMenuButton
        id="reports"
        iconButton={compact}
        label={compact ? texts.topBar.reports : undefined}
        onIntent={prefetch(ReportsMenu, () => queryClient.query(navigationQueries.reportList()))}
        renderMenu={(anchor) => <ReportsMenu anchor={anchor} />}
      >
        {compact ? <Assessment /> : texts.topBar.reports}
      </HoverMenuButton>
      <HoverMenuButton
        id="maintenance"
        iconButton={compact}
        label={compact ? texts.topBar.maintenance : undefined}
        onIntent={prefetch(MaintenanceMenu, () => queryClient.query(navigationQueries.maintenanceMenu()))}
        renderMenu={(anchor) => <MaintenanceMenu anchor={anchor} />}
      >
        {compact ? <Build /> : texts.topBar.maintenance}
      </HoverMenuButton>
      <Box sx={{ flexGrow: 1 }} />
      {search}
      <Box sx={{ textAlign: 'right', display: compact ? 'none' : 'block' }}>
        <Typography variant="body2" component="div" sx={{ lineHeight: 1.2 }}>
          {user?.displayName}{' '}
          <Box component="span" sx={{ opacity: 0.8 }}>
            {user?.companyCode}
          </Box>
        </Typography>
        {subscription ? (
          <Typography variant="caption" component="div" sx={{ lineHeight: 1.2, opacity: 0.8 }}>
            {subscription}
          </Typography>
        ) : null}
      </Box>
      <HoverMenuButton
        id="help"
        iconButton
        label={texts.topBar.help}
        onIntent={prefetch(HelpMenu, () => queryClient.query(navigationQueries.helpTopics()))}
        renderMenu={(anchor) => <HelpMenu anchor={anchor} />}
      >
        <HelpOutline />
      </HoverMenuButton>
      <HoverMenuButton
        id="user"
        iconButton
        label={texts.topBar.userMenu}
        onIntent={prefetch(UserMenu, () => queryClient.query(navigationQueries.supportTicketInfo()))}
        renderMenu={(anchor) => <UserMenu anchor={anchor} />}
      >
        <AccountCircle />
      </HoverMenuButton>
    </Box>
  );
}
