import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  newReportSchedule,
  parameterValues,
  REPORT_SCHEDULE_LIMITS,
  reportScheduleIssues,
  texts,
  type ReportScheduleDetail,
  type ReportScheduleInput,
} from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { useLookupValues } from '../../components/fields/useLookupValues';
import { SchedulePicker } from '../systemJobs/SchedulePicker';
import { useScheduleOptions } from '../systemJobs/systemJobsApi';
import { refreshReportSchedules, saveReportSchedule, useReportSchedule, useScheduleParameters } from './reportSchedulesApi';
import { ScheduleDeliveryFields } from './ScheduleDeliveryFields';
import { ScheduleParametersForm } from './ScheduleParametersForm';

const t = texts.reportSchedules;
type Required = 'description' | 'reportId' | 'departmentId';

const inputOf = (s: ReportScheduleDetail): ReportScheduleInput => ({
  id: s.id,
  description: s.description,
  reportId: s.reportId,
  departmentId: s.departmentId,
  active: s.active,
  schedule: s.schedule,
  parameters: s.parameters,
  format: s.format,
  recipientUserIds: s.recipientUserIds,
  recipientAddresses: s.recipientAddresses,
});

/** An id choice of a lookup (REPORT_LOOKUP, DEPARTMENTS), whose values are ids as text. */
function IdSelect({
  label,
  lookupCode,
  value,
  onChange,
  ...field
}: {
  label: string;
  lookupCode: string;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur: () => void;
  error?: boolean;
  helperText: string;
}) {
  const { values } = useLookupValues(lookupCode, null);
  return (
    <TextField
      select
      fullWidth
      required
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      {...field}
    >
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {v.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ScheduleForm({ initial, onClose }: { initial: ReportScheduleInput; onClose: () => void }) {
  const client = useQueryClient();
  const options = useScheduleOptions();
  const [draft, setDraft] = useState<ReportScheduleInput>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Required>>(new Set());
  const parameters = useScheduleParameters(draft.reportId);
  const fields = parameters.data ?? [];
  // Every parameter of the chosen report as text: the stored ones kept, the others empty.
  const values = parameterValues(fields, draft.parameters);
  const issues = new Set(reportScheduleIssues({ ...draft, parameters: values }, fields).map((i) => i.path));
  const ready = draft.reportId === null || parameters.isSuccess;
  const required = (field: Required) => (touched.has(field) && issues.has(field) ? { error: true, helperText: t.required } : { helperText: ' ' });
  const set = (change: Partial<ReportScheduleInput>) => setDraft((current) => ({ ...current, ...change }));
  const touch = (field: Required) => () => setTouched((current) => new Set(current).add(field));

  return (
    <FormDialog
      title={draft.id === undefined ? t.addTitle : t.editTitle}
      titleId="report-schedule-dialog-title"
      closeLabel={t.close}
      saveLabel={t.save}
      canSave={ready && issues.size === 0}
      save={() => saveReportSchedule({ ...draft, description: draft.description.trim(), parameters: values })}
      onSaved={async () => {
        await refreshReportSchedules(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          label={t.description}
          required
          autoFocus
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          onBlur={touch('description')}
          slotProps={{ htmlInput: { maxLength: REPORT_SCHEDULE_LIMITS.description } }}
          {...required('description')}
        />
        <IdSelect
          label={t.report}
          lookupCode="REPORT_LOOKUP"
          value={draft.reportId}
          onChange={(reportId) => set({ reportId, parameters: {} })}
          onBlur={touch('reportId')}
          {...required('reportId')}
        />
        <IdSelect
          label={t.department}
          lookupCode="DEPARTMENTS"
          value={draft.departmentId}
          onChange={(departmentId) => set({ departmentId })}
          onBlur={touch('departmentId')}
          {...required('departmentId')}
        />
        <FormControlLabel control={<Checkbox checked={draft.active ?? true} onChange={(e) => set({ active: e.target.checked })} />} label={t.active} />
        <ScheduleParametersForm parameters={fields} values={values} onChange={(parameters) => set({ parameters })} />
        <ScheduleDeliveryFields draft={draft} invalidAddress={[...issues].some((path) => path.startsWith('recipientAddresses.'))} onChange={set} />
        <SchedulePicker value={draft.schedule} onChange={(schedule) => set({ schedule })} options={options.data ?? []} />
      </Stack>
    </FormDialog>
  );
}

/**
 * Add or edit a report schedule (spec 2 §2.10): Description, Report, Department, Active, the
 * report's parameters, whom each run is emailed to and in which format, and the Schedule picker; Save enabled only when valid. Add starts from the
 * defaults every time it opens; edit loads the stored schedule when it opens.
 */
export function ReportScheduleDialog({ scheduleId, onClose }: { scheduleId: number | null; onClose: () => void }) {
  const stored = useReportSchedule(scheduleId);
  if (scheduleId === null) return <ScheduleForm initial={newReportSchedule()} onClose={onClose} />;
  return stored.data ? <ScheduleForm initial={inputOf(stored.data)} onClose={onClose} /> : null;
}
