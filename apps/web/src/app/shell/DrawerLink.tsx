import { alpha, styled, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** A drawer row: icon then label, one line; the label is clipped while the drawer is a rail. */
const drawerRow = ({ theme }: { theme: Theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  width: '100%',
  padding: theme.spacing(1, 2),
  border: 0,
  background: 'none',
  color: theme.palette.text.primary,
  textAlign: 'left' as const,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  '& > svg': { flexShrink: 0, color: theme.palette.action.active },
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
  '&[aria-current="page"]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    color: theme.palette.primary.main,
  },
  '&[data-nested="true"]': { paddingLeft: theme.spacing(4) },
});

const RowLink = styled(Link)(drawerRow);

/** A drawer row that is a button (a group header). */
export const DrawerRowButton = styled('button')(drawerRow);

interface DrawerLinkProps {
  /** The page's path, with the customer's ids in the query for customer pages. */
  to: string;
  icon: ReactNode;
  label: string;
  /** A page inside a group: indented. */
  nested?: boolean;
}

/** One side-drawer link; marked as the current page when it is. */
export function DrawerLink({ to, icon, label, nested = false }: DrawerLinkProps) {
  const { pathname } = useLocation();
  const [path] = to.split('?');
  return (
    <RowLink to={to} aria-current={pathname === path ? 'page' : undefined} data-nested={nested}>
      {icon}
      <span>{label}</span>
    </RowLink>
  );
}
