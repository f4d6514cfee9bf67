import UploadFileIcon from '@mui/icons-material/UploadFile';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { METER_DATA_FILE_ACCEPT, texts } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useNoticeStore } from '../../../components/notices/noticeStore';
import { refreshDashboard } from '../dashboardApi';
import { importCsvFiles, useScheduleNames } from './tasksApi';
import { FilePicker } from '../../../components/FilePicker';
import { MeterDataUploadProgress } from './MeterDataUploadProgress';

/**
 * Upload Files (spec 2 §2.4): an Import Type (the schedules that import files) and several files.
 * Success says 'File uploaded successfully' and, once that is dismissed, follows the import's
 * progress until every file is read; a refusal shows the first server message and lists every row
 * error here, nothing having been imported.
 */
export function UploadFilesDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const schedules = useScheduleNames();
  const [scheduleId, setScheduleId] = useState<number | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const [uploadId, setUploadId] = useState<number | null>(null);
  const popupOpen = useNoticeStore((s) => s.popup !== null);

  // The progress follows once the success popup is dismissed: a dialog opened over it would keep its OK out of reach.
  if (uploadId !== null && !popupOpen) return <MeterDataUploadProgress uploadId={uploadId} onClose={onClose} />;

  return (
    <FormDialog
      title={texts.dashboard.uploadFiles}
      titleId="upload-files-title"
      closeLabel={texts.dashboard.close}
      saveLabel={texts.dashboard.upload}
      canSave={scheduleId !== '' && files.length > 0}
      save={() => importCsvFiles(Number(scheduleId), files)}
      onSaved={async (answer) => {
        await refreshDashboard(client);
        setUploadId(answer.uploadId);
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
        <FilePicker accept={METER_DATA_FILE_ACCEPT} icon={<UploadFileIcon />} files={files} onChange={setFiles} />
      </Stack>
    </FormDialog>
  );
}
