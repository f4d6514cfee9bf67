import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  asksForDays,
  MERIDIEMS,
  SCHEDULE_LIMITS,
  scheduleIssues,
  texts,
  WEEKDAYS,
  type JobSchedule,
  type RecurrenceOption,
  type Weekday,
} from '@wattle/contract';

const t = texts.systemJobs.schedule;
const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const HOURS = range(SCHEDULE_LIMITS.hour);
const MINUTES = range(SCHEDULE_LIMITS.minute);
const DAYS_OF_MONTH = range(SCHEDULE_LIMITS.dayOfMonth);

type Field = 'recurrence' | keyof JobSchedule;

interface PickProps<T extends string | number> {
  label: string;
  value: T | null;
  choices: readonly T[];
  show?: (choice: T) => string;
  onPick: (text: string) => void;
  onBlur: () => void;
  error?: boolean;
  helperText?: string;
}

/** One required choice of the picker (hour, minute, am/pm, day of the month). */
function Pick<T extends string | number>({ label, value, choices, show = String, onPick, ...field }: PickProps<T>) {
  return (
    <TextField select fullWidth required label={label} value={value ?? ''} onChange={(e) => onPick(e.target.value)} {...field}>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {show(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface Props {
  value: JobSchedule;
  onChange: (schedule: JobSchedule) => void;
  options: readonly RecurrenceOption[];
}

/**
 * The Schedule picker (spec 2 §2.11): Recurrence (the options' categories), When exactly (the
 * category's options), Hour 1-12, Minute 0-59, Am/Pm; weekdays for a DAYSOFWEEK option, the day of
 * the month for a MONTH one, and 'Omit Holiday' only for those two. A field left empty says
 * 'required' once the user has been in it.
 */
export function SchedulePicker({ value, onChange, options }: Props) {
  const [category, setCategory] = useState(value.scheduleRecurrenceOption?.category ?? '');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const touch = (field: Field) => () => setTouched((current) => new Set(current).add(field));
  const issues = new Set(scheduleIssues(value, '').map((i) => i.path));
  const error = (field: Field, missing = issues.has(field)) => (touched.has(field) && missing ? { error: true, helperText: texts.systemJobs.required } : {});
  const categories = [...new Set(options.map((o) => o.category))];
  const option = value.scheduleRecurrenceOption;
  const kind = option?.runDayOptionCode ?? null;
  const set = (change: Partial<JobSchedule>) => onChange({ ...value, ...change });
  const wholeOrNull = (text: string) => (text === '' ? null : Number(text));

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          required
          label={t.recurrence}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            set({ scheduleRecurrenceOption: null });
          }}
          onBlur={touch('recurrence')}
          {...error('recurrence', category === '')}
        >
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          required
          label={t.whenExactly}
          value={option ? String(option.id) : ''}
          onChange={(e) => {
            const chosen = options.find((o) => String(o.id) === e.target.value) ?? null;
            set({ scheduleRecurrenceOption: chosen, omitHolidays: asksForDays(chosen) && value.omitHolidays });
          }}
          onBlur={touch('scheduleRecurrenceOption')}
          {...error('scheduleRecurrenceOption')}
        >
          {options
            .filter((o) => o.category === category)
            .map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.description}
              </MenuItem>
            ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Pick label={t.hour} value={value.hour} choices={HOURS} onPick={(text) => set({ hour: wholeOrNull(text) })} onBlur={touch('hour')} {...error('hour')} />
        <Pick
          label={t.minute}
          value={value.minute}
          choices={MINUTES}
          show={(m) => String(m).padStart(2, '0')}
          onPick={(text) => set({ minute: wholeOrNull(text) })}
          onBlur={touch('minute')}
          {...error('minute')}
        />
        <Pick
          label={t.meridiem}
          value={value.meridiem}
          choices={MERIDIEMS}
          show={(m) => (m === 'am' ? t.am : t.pm)}
          onPick={(text) => set({ meridiem: (text || null) as JobSchedule['meridiem'] })}
          onBlur={touch('meridiem')}
          {...error('meridiem')}
        />
      </Stack>
      {kind === 'DAYSOFWEEK' ? (
        <TextField
          select
          fullWidth
          required
          label={t.days}
          value={value.days}
          slotProps={{ select: { multiple: true, onClose: touch('days') } }}
          onChange={(e) => {
            const chosen = e.target.value as unknown as Weekday[];
            set({ days: WEEKDAYS.filter((d) => chosen.includes(d)) });
          }}
          onBlur={touch('days')}
          {...error('days')}
        >
          {WEEKDAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {kind === 'MONTH' ? (
        <Pick
          label={t.dayOfMonth}
          value={value.dayOfMonth}
          choices={DAYS_OF_MONTH}
          onPick={(text) => set({ dayOfMonth: wholeOrNull(text) })}
          onBlur={touch('dayOfMonth')}
          {...error('dayOfMonth')}
        />
      ) : null}
      {asksForDays(option) ? (
        <FormControlLabel
          control={<Checkbox checked={value.omitHolidays} onChange={(e) => set({ omitHolidays: e.target.checked })} />}
          label={t.omitHolidays}
        />
      ) : null}
    </Stack>
  );
}
