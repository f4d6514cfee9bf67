import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { navigationQueries } from '../../api/navigation';
import type { MenuAnchor } from './HoverMenuButton';

/** Help: one entry per help topic, opened in a new tab. */
export function HelpMenu({ anchor }: { anchor: MenuAnchor }) {
  const { data = [] } = useQuery(navigationQueries.helpTopics());
  return (
    <Menu
      id={anchor.menuId}
      anchorEl={anchor.anchorEl}
      open={anchor.open}
      onClose={anchor.onClose}
      slotProps={{ list: { 'aria-labelledby': anchor.buttonId, dense: true } }}
    >
      {data.map((topic) => (
        <MenuItem key={topic.id} component="a" href={topic.url} target="_blank" rel="noopener noreferrer" onClick={anchor.onClose}>
          {topic.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
