import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AlertBanner } from '../../components/notices/AlertBanner';
import { useOwnBanner } from './useOwnBanner';

/** The frame of the guest screens (sign-in, reset): a centred card with the page's banner, no shell. */
export function GuestLayout({ title, children }: { title: string; children: ReactNode }) {
  useOwnBanner();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={3}>
        <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          Wattle
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <AlertBanner />
        {children}
      </Paper>
    </Box>
  );
}
