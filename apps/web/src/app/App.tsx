import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/queryClient';
import { Notices } from '../components/notices/Notices';
import { router } from './router';
import { theme } from './theme';

export function App() {
  // The system provider with Material's theme id: the same theme as Material's ThemeProvider
  // without the CSS-variables provider, which would weigh on the first screen's bundle.
  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Notices />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
