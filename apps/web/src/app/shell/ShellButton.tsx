import { alpha, styled } from '@mui/material/styles';

/**
 * The top bar's and drawer's buttons: native buttons styled for the shell, with hover and keyboard
 * focus highlights. MUI's ButtonBase (ripple, focus tracking) would add about 5 kB gzipped to the
 * first screen after sign-in, which has a 150 kB budget.
 */
const base = {
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
export const ShellTextButton = styled('button')(({ theme }) => ({
  ...base,
  ...theme.typography.button,
  padding: theme.spacing(0.75, 1),
  borderRadius: theme.shape.borderRadius,
  '&:hover, &:focus-visible': { backgroundColor: alpha(theme.palette.common.white, 0.15) },
}));

export const ShellIconButton = styled('button')(({ theme }) => ({
  ...base,
  padding: theme.spacing(1),
  borderRadius: '50%',
  '&:hover, &:focus-visible': { backgroundColor: alpha(theme.palette.action.active, 0.12) },
}));
