import LockIcon from '@mui/icons-material/Lock';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '@wattle/contract';
import type { MenuAnchor } from './HoverMenuButton';
import type { MenuSection } from './maintenanceSections';
import type { CategoryGroup } from './menuRoutes';
import { TopBarMenu } from './TopBarMenu';

export interface CategoryMenuEntry {
  key: string;
  name: string;
  to: string;
  isLocked: boolean;
}

interface CategoryMenuProps {
  anchor: MenuAnchor;
  /** The categories, or headed sections of categories (Maintenance: daily work, then administration). */
  groups?: CategoryGroup<CategoryMenuEntry>[];
  sections?: MenuSection<CategoryMenuEntry>[];
  /** Entries above the categories (e.g. 'My reports'). */
  leading?: ReactNode[];
}

/** A top-bar menu grouped by category; locked entries are disabled and show a lock icon (spec 1 §2.5). */
export function CategoryMenu({ anchor, groups = [], sections = [], leading = [] }: CategoryMenuProps) {
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
  const categories = (list: CategoryGroup<CategoryMenuEntry>[], inset: boolean) =>
    list.flatMap((group) => [
      <ListSubheader key={`category:${group.category}`} inset={inset} sx={{ lineHeight: '32px' }}>
        {group.category}
      </ListSubheader>,
      ...group.items.map(entry),
    ]);

  return (
    <TopBarMenu anchor={anchor}>
      {leading}
      {categories(groups, false)}
      {sections.flatMap((section, i) => [
        ...(i > 0 ? [<Divider key={`divider:${section.key}`} />] : []),
        <ListSubheader
          key={`section:${section.key}`}
          data-menu-section={section.key}
          sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', lineHeight: '36px' }}
        >
          {section.heading}
        </ListSubheader>,
        ...categories(section.groups, true),
      ])}
    </TopBarMenu>
  );
}
