import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';
import { texts } from '@wattle/contract';

export interface FilePickerProps {
  /** The file input's accept list, e.g. '.csv,text/csv'. */
  accept: string;
  icon: ReactNode;
  files: File[];
  onChange: (files: File[]) => void;
}

/** A "Choose files" button for several files of one kind, with the chosen files' names listed below it. */
export function FilePicker({ accept, icon, files, onChange }: FilePickerProps) {
  return (
    <>
      <Button component="label" variant="outlined" startIcon={icon}>
        {texts.dashboard.chooseFiles}
        <input hidden type="file" accept={accept} multiple aria-label={texts.dashboard.chooseFiles} onChange={(e) => onChange([...(e.target.files ?? [])])} />
      </Button>
      <List dense>
        {files.map((f) => (
          <ListItem key={f.name}>{f.name}</ListItem>
        ))}
      </List>
    </>
  );
}
