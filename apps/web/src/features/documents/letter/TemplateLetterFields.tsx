import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { texts } from '@wattle/contract';
import { EmailPreview, type EmailPreviewTarget } from '../../../components/EmailPreview';
import { PreviewDialog, type PreviewTarget } from '../../../sections/preview/PreviewDialog';
import { previewLetterPdf, previewScheduleEmail, useMailMergeSchedules, useScheduleAndTemplate } from './letterApi';
import type { LetterForm } from './letterForm';

const t = texts.letter;

/**
 * TEMPLATE: a mail merge schedule; choosing one loads the schedule, then its template. Preview
 * Email shows the schedule's email (not for a customer by post), Preview Letter the letter's PDF.
 */
export function TemplateLetterFields({ customerId, byPost, form }: { customerId: number; byPost: boolean; form: UseFormReturn<LetterForm> }) {
  const schedules = useMailMergeSchedules();
  const chosen = useWatch({ control: form.control, name: 'mailMergeScheduleId' });
  const scheduleId = chosen ? Number(chosen) : null;
  const { schedule, template } = useScheduleAndTemplate(scheduleId);
  const [emailPreview, setEmailPreview] = useState<EmailPreviewTarget | null>(null);
  const [letterPreview, setLetterPreview] = useState<PreviewTarget | null>(null);
  const closeEmail = useCallback(() => setEmailPreview(null), []);
  const closeLetter = useCallback(() => setLetterPreview(null), []);
  const loaded = schedule.data && template.data && schedule.data.id === scheduleId ? { schedule: schedule.data, template: template.data } : null;

  const previewEmail = () => {
    if (loaded) setEmailPreview({ title: t.previewEmail, load: (signal) => previewScheduleEmail(loaded.schedule.id, customerId, signal) });
  };
  const previewLetter = () => {
    if (!loaded) return;
    const { id, paperSize } = loaded.template;
    setLetterPreview({ kind: 'document', title: t.letterPreviewTitle, load: (signal) => previewLetterPdf(id, customerId, paperSize, signal) });
  };

  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="mailMergeScheduleId"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t.schedule}
            {...field}
            disabled={!schedules.data}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {(schedules.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {loaded ? <Typography variant="body2">{t.letterOf(loaded.template.name, loaded.template.paperSize)}</Typography> : null}
      {byPost ? <Alert severity="info">{t.byPostNote}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={byPost || !loaded} onClick={previewEmail}>
          {t.previewEmail}
        </Button>
        <Button variant="outlined" disabled={!loaded} onClick={previewLetter}>
          {t.previewLetter}
        </Button>
      </Stack>
      {emailPreview ? <EmailPreview target={emailPreview} onClose={closeEmail} /> : null}
      {letterPreview ? <PreviewDialog target={letterPreview} onClose={closeLetter} /> : null}
    </Stack>
  );
}
