import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from '@wattle/contract';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import type { ProcessTableController } from './useProcessTable';

/**
 * The dialog's toolbar: the search box (debounced 1000 ms, back to page 1), the Excel export of every
 * row (hidden on xs and sm), one button per action in its colours (disabled with no selection or a
 * locked process), how many rows are ticked, and the special dialog's own controls.
 */
export function ProcessToolbar({ controller: c, children }: { controller: ProcessTableController; children?: ReactNode }) {
  const noSelection = c.selectedIds.length === 0;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <DebouncedSearchField label={texts.dashboard.search} onSearch={c.setSearch} />
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => void c.exportAll()}
        disabled={c.busy}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        {texts.dashboard.exportExcel}
      </Button>
      {c.buttonActions.map((action) => (
        <Button
          key={action.id}
          size="small"
          variant="contained"
          disabled={noSelection || c.locked || c.busy}
          onClick={() => void c.run(action)}
          sx={
            action.buttonColour
              ? { bgcolor: action.buttonColour, color: action.textColour ?? undefined, '&:hover': { bgcolor: action.buttonColour, filter: 'brightness(0.9)' } }
              : undefined
          }
        >
          {action.name}
        </Button>
      ))}
      {noSelection ? null : (
        <Typography variant="body2" role="status">
          {texts.dashboard.selectedCount(c.selectedIds.length)}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
