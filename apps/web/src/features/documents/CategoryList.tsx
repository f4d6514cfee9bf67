import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { texts } from '@wattle/contract';
import type { CategoryCount } from './documentCategories';

interface CategoryEntryProps {
  label: string;
  count: number;
  checked: boolean;
  onClick: () => void;
}

function CategoryEntry({ label, count, checked, onClick }: CategoryEntryProps) {
  const labelId = `document-category-${label.replace(/\W+/g, '-')}`;
  return (
    <ListItemButton dense selected={checked} onClick={onClick}>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
      </ListItemIcon>
      <ListItemText id={labelId} primary={label} />
      <Chip size="small" label={count} aria-label={`${label} count`} />
    </ListItemButton>
  );
}

export interface CategoryListProps {
  total: number;
  categories: CategoryCount[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
}

/** All Documents with the total, then each document type with its count; several types may be chosen at once. */
export function CategoryList({ total, categories, chosen, onChange }: CategoryListProps) {
  const toggle = (description: string) => {
    const next = new Set(chosen);
    if (!next.delete(description)) next.add(description);
    onChange(next);
  };
  return (
    <List aria-label={texts.documents.categories} subheader={<ListSubheader disableSticky>{texts.documents.categories}</ListSubheader>}>
      <CategoryEntry label={texts.documents.allDocuments} count={total} checked={chosen.size === 0} onClick={() => onChange(new Set())} />
      {categories.map((c) => (
        <CategoryEntry key={c.description} label={c.description} count={c.count} checked={chosen.has(c.description)} onClick={() => toggle(c.description)} />
      ))}
    </List>
  );
}
