import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { emptySchedule, SYSTEM_JOB_LIMITS, systemJobIssues, texts, type SystemJob, type SystemJobInput } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { SchedulePicker } from './SchedulePicker';
import { refreshJobs, saveJob, useScheduleOptions } from './systemJobsApi';

const t = texts.systemJobs;

type Draft = SystemJobInput & { category: string };

const draftOf = (job: SystemJob | null): Draft =>
  job
    ? { id: job.id, name: job.name, description: job.description, category: job.category ?? '', active: job.active, schedule: job.schedule }
    : { name: '', description: '', category: '', active: true, schedule: emptySchedule() };

/** Add or edit a job (spec 2 §2.11): Name and Description required, Category optional, Active, the Schedule picker; Save disabled until valid. */
export function JobDialog({ job, onClose }: { job: SystemJob | null; onClose: () => void }) {
  const client = useQueryClient();
  const options = useScheduleOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(job));
  const [touched, setTouched] = useState<ReadonlySet<'name' | 'description'>>(new Set());
  const issues = new Set(systemJobIssues(draft).map((i) => i.path));
  const required = (field: 'name' | 'description') => (touched.has(field) && issues.has(field) ? { error: true, helperText: t.required } : { helperText: ' ' });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const touch = (field: 'name' | 'description') => () => setTouched((current) => new Set(current).add(field));

  return (
    <FormDialog
      title={job ? t.editJob : t.addJob}
      titleId="job-dialog-title"
      closeLabel={t.close}
      saveLabel={t.save}
      canSave={issues.size === 0}
      save={() => saveJob({ ...draft, category: draft.category.trim() || null })}
      onSaved={async () => {
        await refreshJobs(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          label={t.name}
          required
          autoFocus
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          onBlur={touch('name')}
          slotProps={{ htmlInput: { maxLength: SYSTEM_JOB_LIMITS.name } }}
          {...required('name')}
        />
        <TextField
          label={t.description}
          required
          multiline
          minRows={2}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          onBlur={touch('description')}
          slotProps={{ htmlInput: { maxLength: SYSTEM_JOB_LIMITS.description } }}
          {...required('description')}
        />
        <TextField
          label={t.category}
          value={draft.category}
          onChange={(e) => set({ category: e.target.value })}
          slotProps={{ htmlInput: { maxLength: SYSTEM_JOB_LIMITS.category } }}
          helperText=" "
        />
        <FormControlLabel control={<Checkbox checked={draft.active ?? true} onChange={(e) => set({ active: e.target.checked })} />} label={t.active} />
        <SchedulePicker value={draft.schedule} onChange={(schedule) => set({ schedule })} options={options.data ?? []} />
      </Stack>
    </FormDialog>
  );
}
