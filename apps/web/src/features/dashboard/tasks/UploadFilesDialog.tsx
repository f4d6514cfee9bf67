import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { refreshDashboard } from '../dashboardApi';
import { importCsvFiles, useScheduleNames } from './tasksApi';

/**
 * Upload Files (spec 2 §2.4): an Import Type (the schedules that import files) and several files.
 * Success says 'File uploaded successfully'; a refusal shows the first server message and lists
 * every row error here, nothing having been imported.
 */
export function UploadFilesDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const schedules = useScheduleNames();
  const [scheduleId, setScheduleId] = useState<number | ''>('');
  const [files, setFiles] = useState<File[]>([]);

  return (
    <FormDialog
      title={texts.dashboard.uploadFiles}
      titleId="upload-files-title"
      closeLabel={texts.dashboard.close}
      saveLabel={texts.dashboard.upload}
      canSave={scheduleId !== '' && files.length > 0}
      save={() => importCsvFiles(Number(scheduleId), files)}
      onSaved={async () => {
        await refreshDashboard(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormControl size="small">
          <InputLabel id="import-type-label">{texts.dashboard.importType}</InputLabel>
          <Select
            labelId="import-type-label"
            label={texts.dashboard.importType}
            value={scheduleId}
            onChange={(e) => setScheduleId(String(e.target.value) === '' ? '' : Number(e.target.value))}
          >
            {(schedules.data ?? []).map((s) => (
              <MenuItem key={s.scheduleId} value={s.scheduleId}>
                {s.scheduleName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {texts.dashboard.chooseFiles}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            multiple
            aria-label={texts.dashboard.chooseFiles}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </Button>
        <List dense>
          {files.map((f) => (
            <ListItem key={f.name}>{f.name}</ListItem>
          ))}
        </List>
      </Stack>
    </FormDialog>
  );
}
