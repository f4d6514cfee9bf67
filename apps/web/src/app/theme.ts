import { createTheme } from '@mui/material/styles';
import { BRAND_COLOUR, DEMO_COLOUR } from '@wattle/contract';

/**
 * Wattle's Material theme. No `cssVariables` or `colorSchemes` here: vite.config.ts resolves
 * createTheme to MUI's plain (non-CSS-variables) theme builder, which would ignore them.
 */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOUR },
    // Text picked for a coloured background (getContrastText: chips, buttons) reaches WCAG AA's 4.5:1, not MUI's default 3:1.
    contrastThreshold: 4.5,
  },
});

/** Top-bar colour: brand colour, orange while the user works in the demo dataset. */
export const topBarColour = (demoMode: boolean) => (demoMode ? DEMO_COLOUR : BRAND_COLOUR);
/** Text on the top bar: white on the brand colour; dark on the orange, where white is too faint to read (WCAG AA). */
export const topBarTextColour = (demoMode: boolean) => (demoMode ? 'rgba(0, 0, 0, 0.87)' : '#fff');
