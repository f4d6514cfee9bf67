import LockIcon from '@mui/icons-material/Lock';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '@wattle/contract';
import type { MenuAnchor } from './HoverMenuButton';
import type { CategoryGroup } from './menuRoutes';

export interface CategoryMenuEntry {
  key: string;
  name: string;
  to: string;
  isLocked: boolean;
}

interface CategoryMenuProps {
  anchor: MenuAnchor;
  groups: CategoryGroup<CategoryMenuEntry>[];
  /** Entries above the categories (e.g. 'My reports'). */
  leading?: ReactNode[];
}

/** A top-bar menu grouped by category; locked entries are disabled and show a lock icon (spec 1 §2.5). */
export function CategoryMenu({ anchor, groups, leading = [] }: CategoryMenuProps) {
  const entry = (item: CategoryMenuEntry) =>
    item.isLocked ? (
      <MenuItem key={item.key} disabled>
        <ListItemIcon>
          <LockIcon fontSize="small" titleAccess={texts.topBar.locked} />
        </ListItemIcon>
        <ListItemText>{item.name}</ListItemText>
      </MenuItem>
    ) : (
      <MenuItem key={item.key} component={Link} to={item.to} onClick={anchor.onClose}>
        <ListItemText inset>{item.name}</ListItemText>
      </MenuItem>
    );

  return (
    <Menu
      id={anchor.menuId}
      anchorEl={anchor.anchorEl}
      open={anchor.open}
      onClose={anchor.onClose}
      slotProps={{ list: { 'aria-labelledby': anchor.buttonId, dense: true } }}
    >
      {leading}
      {groups.flatMap((group) => [<ListSubheader key={`category:${group.category}`}>{group.category}</ListSubheader>, ...group.items.map(entry)])}
    </Menu>
  );
}
