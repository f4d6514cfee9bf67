import Box from '@mui/material/Box';
import { Outlet, useNavigation } from 'react-router';
import { AlertBanner } from '../../components/notices/AlertBanner';
import { PageLoading } from '../../components/PageLoading';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';

/** The frame of every signed-in screen. */
export function AppShell() {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <UnsavedChangesGuard />
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        {navigation.state === 'loading' ? <PageLoading /> : null}
        <AlertBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
