import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin indeterminate bar shown while a page's code or first data loads (lighter than
 * LinearProgress, which would weigh on the first screen's bundle).
 */
export function PageLoading() {
  return (
    <Box role="progressbar" aria-busy="true" sx={{ position: 'relative', height: 4, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box sx={{ position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
