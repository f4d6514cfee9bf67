import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { texts, type Message } from '@wattle/contract';
import { ApiError } from '../../../api/ApiError';
import { showError, showOutcome } from '../../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
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
  const [refusal, setRefusal] = useState<Message[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (scheduleId === '') return;
    setBusy(true);
    setRefusal([]);
    try {
      showOutcome(await importCsvFiles(scheduleId, files));
      await refreshDashboard(client);
      onClose();
    } catch (error) {
      const messages = error instanceof ApiError ? error.messages : [];
      setRefusal(messages);
      showError(messages[0]?.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog open onClose={onClose} title={texts.dashboard.uploadFiles} aria-labelledby="upload-files-title">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl size="small">
            <InputLabel id="import-type-label">{texts.dashboard.importType}</InputLabel>
            <Select labelId="import-type-label" label={texts.dashboard.importType} value={scheduleId} onChange={(e) => setScheduleId(String(e.target.value) === '' ? '' : Number(e.target.value))}>
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
              onChange={(e) => {
                setFiles([...(e.target.files ?? [])]);
                setRefusal([]);
              }}
            />
          </Button>
          <List dense>
            {files.map((f) => (
              <ListItem key={f.name}>{f.name}</ListItem>
            ))}
          </List>
          {refusal.length ? (
            <Alert severity="error" data-testid="upload-errors">
              {refusal.map((m, i) => (
                <div key={i}>{m.message}</div>
              ))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
        <Button variant="contained" disabled={scheduleId === '' || files.length === 0 || busy} onClick={() => void upload()}>
          {texts.dashboard.upload}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
