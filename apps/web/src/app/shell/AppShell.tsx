import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AlertBanner } from '../../components/notices/AlertBanner';
import { SearchDialogMount } from '../../features/search/SearchDialogMount';
import { TopBarSearch } from '../../features/search/TopBarSearch';
import { PageLoading } from '../../components/PageLoading';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { useDrawerStore } from './drawerStore';
import { drawerSpace, TOP_BAR_HEIGHT, useCompactScreen } from './shellLayout';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';

/** The frame of every signed-in screen: top bar, side drawer and the page. */
export function AppShell() {
  const navigation = useNavigation();
  const drawerOpen = useDrawerStore((s) => s.open);
  const drawerPinned = useDrawerStore((s) => s.pinned);
  const closeDrawer = useDrawerStore((s) => s.close);
  const compact = useCompactScreen();
  // A window narrowed to phone or tablet size gets the temporary drawer, closed.
  useEffect(() => {
    if (compact) closeDrawer();
  }, [compact, closeDrawer]);

  return (
    <>
      <UnsavedChangesGuard />
      <TopBar search={<TopBarSearch />} />
      <SearchDialogMount />
      <SideDrawer />
      <Box
        component="main"
        sx={{
          pt: `${TOP_BAR_HEIGHT}px`,
          ml: drawerSpace(drawerOpen, drawerPinned, compact),
          transition: (theme) => theme.transitions.create('margin-left', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {navigation.state === 'loading' ? <PageLoading /> : null}
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          <AlertBanner />
          <Outlet />
        </Box>
      </Box>
    </>
  );
}
