import Box from '@mui/material/Box';
import { isDemoHost, texts } from '@wattle/contract';

/** The non-production flag, shown on the demo host only (detected by host name). */
export function NonProductionFlag({ hostname = window.location.hostname }: { hostname?: string }) {
  if (!isDemoHost(hostname)) return null;
  return (
    <Box
      component="p"
      role="status"
      sx={{
        display: 'inline-block',
        m: 0,
        mb: 2,
        px: 1.5,
        py: 0.5,
        borderRadius: 4,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontWeight: 'bold',
      }}
    >
      {texts.dashboard.nonProduction}
    </Box>
  );
}
