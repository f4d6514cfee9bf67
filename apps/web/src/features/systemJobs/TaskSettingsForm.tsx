import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  JOB_TASK_LIMITS,
  OFFERED_ATTACHMENT_SOURCES,
  taskSettingsIssues,
  texts,
  type ActivitySettings,
  type CorrespondenceSettings,
  type RunSegmentSettings,
  type SmsSettings,
  type TaskCode,
} from '@wattle/contract';
import { AttachmentUpload } from './AttachmentUpload';
import { ChoiceSelect } from './ChoiceSelect';

const t = texts.systemJobs.settings;
/** Offered attachment sources: EXISTING is read from stored tasks but not offered (spec 2 §2.11). */
const OFFERED_SOURCES = OFFERED_ATTACHMENT_SOURCES;

interface Props {
  code: TaskCode;
  settings: object;
  onChange: (settings: object) => void;
}

/** The settings of a task code (spec 2 §2.11): RUN_SEGMENT, ADD_CORRESPONDENCE, SEND_SMS, CREATE_ACTIVITY; CLEAR_WORKFLOW_TABLE has none. */
export function TaskSettingsForm({ code, settings, onChange }: Props) {
  const missing = new Set(taskSettingsIssues(code, settings).map((i) => i.path));
  const required = (field: string) => (missing.has(field) ? { error: true, helperText: texts.systemJobs.required } : {});
  const set = (change: object) => onChange({ ...settings, ...change });
  const limit = (max: number) => ({ htmlInput: { maxLength: max } });

  if (code === 'RUN_SEGMENT') {
    const s = settings as RunSegmentSettings;
    return (
      <Stack spacing={2}>
        <ChoiceSelect label={t.segment} list="segments" value={s.filterParameterId} onChange={(id) => set({ filterParameterId: id })} />
        <TextField
          label={t.parameterData}
          value={s.parameterData}
          onChange={(e) => set({ parameterData: e.target.value })}
          slotProps={limit(JOB_TASK_LIMITS.text)}
        />
      </Stack>
    );
  }
  if (code === 'ADD_CORRESPONDENCE') {
    const s = settings as CorrespondenceSettings;
    return (
      <Stack spacing={2}>
        <FormControlLabel control={<Checkbox checked={s.letter} onChange={(e) => set({ letter: e.target.checked })} />} label={t.letter} />
        <TextField
          label={t.filename}
          required={s.letter}
          value={s.filename}
          onChange={(e) => set({ filename: e.target.value })}
          slotProps={limit(JOB_TASK_LIMITS.text)}
          {...required('filename')}
        />
        <ChoiceSelect label={t.letterTemplate} list="letterTemplates" value={s.letterTemplateId} onChange={(id) => set({ letterTemplateId: id })} />
        <FormControlLabel control={<Checkbox checked={s.email} onChange={(e) => set({ email: e.target.checked })} />} label={t.email} />
        <TextField
          label={t.emailSubject}
          required={s.email}
          value={s.emailSubject}
          onChange={(e) => set({ emailSubject: e.target.value })}
          slotProps={limit(JOB_TASK_LIMITS.text)}
          {...required('emailSubject')}
        />
        <ChoiceSelect label={t.emailTemplate} list="emailTemplates" value={s.emailTemplateId} onChange={(id) => set({ emailTemplateId: id })} />
        <TextField
          select
          label={t.attachmentSource}
          value={s.attachmentSource ?? ''}
          // Another source's attachment means nothing to this one: it starts empty.
          onChange={(e) => set({ attachmentSource: e.target.value || null, attachment: e.target.value === s.attachmentSource ? s.attachment : '' })}
        >
          <MenuItem value="">{t.none}</MenuItem>
          {[
            ...OFFERED_SOURCES,
            ...(s.attachmentSource && !(OFFERED_SOURCES as readonly string[]).includes(s.attachmentSource) ? [s.attachmentSource] : []),
          ].map((source) => (
            <MenuItem key={source} value={source}>
              {t.attachmentSources[source]}
            </MenuItem>
          ))}
        </TextField>
        {s.attachmentSource === 'UPLOAD' ? (
          <AttachmentUpload value={s.attachment} onChange={(attachment) => set({ attachment })} />
        ) : s.attachmentSource ? (
          <TextField label={t.attachment} value={s.attachment} onChange={(e) => set({ attachment: e.target.value })} slotProps={limit(JOB_TASK_LIMITS.text)} />
        ) : null}
      </Stack>
    );
  }
  if (code === 'SEND_SMS') {
    const s = settings as SmsSettings;
    return (
      <TextField
        label={t.message}
        required
        multiline
        minRows={2}
        value={s.message}
        onChange={(e) => set({ message: e.target.value })}
        slotProps={limit(JOB_TASK_LIMITS.sms)}
        {...required('message')}
      />
    );
  }
  if (code === 'CREATE_ACTIVITY') {
    const s = settings as ActivitySettings;
    return (
      <Stack spacing={2}>
        <ChoiceSelect label={t.activityType} list="activityTypes" value={s.activityTypeId} onChange={(id) => set({ activityTypeId: id })} />
        <TextField
          label={t.notes}
          multiline
          minRows={2}
          value={s.notes}
          onChange={(e) => set({ notes: e.target.value })}
          slotProps={limit(JOB_TASK_LIMITS.notes)}
        />
        <ChoiceSelect
          label={t.assignee}
          list="activityAssignees"
          value={s.assigneeId}
          onChange={(id, description) => set({ assigneeId: id, assigneeName: id === null ? '' : description })}
        />
      </Stack>
    );
  }
  return null;
}
