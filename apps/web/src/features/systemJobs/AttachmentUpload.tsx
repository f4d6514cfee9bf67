import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CORRESPONDENCE_UPLOAD_FILE, systemJobEndpoints, texts, uploadedAttachment, uploadedAttachmentName } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showErrorOf } from '../../components/notices/noticeStore';

const t = texts.systemJobs.settings;

/** POST /documents/upload-correspondence with the file as part FileData; the stored location. */
async function uploadCorrespondence(file: File): Promise<string> {
  const form = new FormData();
  form.append(CORRESPONDENCE_UPLOAD_FILE, file);
  return callEndpoint(systemJobEndpoints.uploadCorrespondence, { body: form });
}

/** A correspondence task's UPLOAD attachment (spec 2 §2.11): choose a file, it is uploaded, its path prefixed to its name is kept. */
export function AttachmentUpload({ value, onChange }: { value: string; onChange: (attachment: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const fileName = uploadedAttachmentName(value);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(uploadedAttachment(await uploadCorrespondence(file), file.name));
    } catch (error) {
      showErrorOf(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" component="label" disabled={uploading}>
        {uploading ? t.uploading : t.chooseAttachment}
        <input
          hidden
          type="file"
          aria-label={t.chooseAttachment}
          onChange={(e) => {
            void chosen(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color={fileName ? undefined : 'text.secondary'}>
        {fileName ? t.uploadedAttachment(fileName) : t.noUploadedAttachment}
      </Typography>
    </Stack>
  );
}
