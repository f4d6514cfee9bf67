import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  detailEditorOf,
  itemDetailsFormSchema,
  itemDetailsInitial,
  itemDetailsValue,
  NO,
  texts,
  YES,
  type ItemDetailsForm,
  type TaskDetailItem,
} from '@wattle/contract';
import { DatePickerField } from '../../../components/fields/DatePickerField';
import { useLookupValues } from '../../../components/fields/useLookupValues';
import { FormDialog } from '../../../components/FormDialog';
import { saveTaskItem } from './tasksApi';

const t = texts.dashboard;

/**
 * The Item Details form (spec 2 §2.4): a date option is a picked date or a list choice ('Date
 * Picker' / 'List Select'; due dates 'Set manually' / 'Set automatically'); a list choice must be
 * made ('Please select a value.') unless the item is optional, which can be emptied; CHAR is a required yes/no; a picked date goes as YYYY-MM-DD and
 * an empty value as NULL. Save only once the form is valid.
 */
export function ItemDetailsDialog({ taskId, item, onClose, onSaved }: { taskId: number; item: TaskDetailItem; onClose: () => void; onSaved: () => void }) {
  const editor = detailEditorOf(item)!;
  const form = useForm<ItemDetailsForm>({
    defaultValues: itemDetailsInitial(editor, item.value, item.optional),
    resolver: zodResolver(itemDetailsFormSchema),
    mode: 'onChange',
  });
  const { control, watch, formState, trigger } = form;
  const isDateOption = editor === 'dateOption' || editor === 'dueDateOption';
  const useDatePicker = watch('useDatePicker');
  const listed = editor === 'list' || (isDateOption && !useDatePicker);
  const { values: choices } = useLookupValues(listed ? item.lookupCode : null, null);
  // The rules' messages show from the start (an unmade choice says 'Please select a value.').
  useEffect(() => {
    void trigger();
  }, [trigger, useDatePicker]);

  const [picker, lister] = editor === 'dueDateOption' ? [t.setManually, t.setAutomatically] : [t.datePicker, t.listSelect];
  return (
    <FormDialog
      title={t.itemDetails}
      titleId="item-details-title"
      closeLabel={t.close}
      saveLabel={t.save}
      canSave={formState.isValid}
      handleSubmit={form.handleSubmit}
      save={(values) => saveTaskItem(taskId, { parameterId: item.parameterId, id: taskId, value: itemDetailsValue(values) })}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="subtitle2">
          {item.name} — {item.setting}
        </Typography>
        {isDateOption ? (
          <Controller
            name="useDatePicker"
            control={control}
            render={({ field }) => (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={field.value ? 'picker' : 'list'}
                onChange={(_e, next: string | null) => next && field.onChange(next === 'picker')}
              >
                <ToggleButton value="picker">{picker}</ToggleButton>
                <ToggleButton value="list">{lister}</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        ) : null}
        {isDateOption && useDatePicker ? (
          <Controller
            name="date"
            control={control}
            render={({ field, fieldState }) => (
              <DatePickerField
                label={t.value}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? null : value)}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        {listed ? (
          <Controller
            name="choice"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl size="small" error={Boolean(fieldState.error)}>
                <InputLabel id="item-choice-label">{t.value}</InputLabel>
                <Select labelId="item-choice-label" label={t.value} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  {item.optional ? (
                    <MenuItem value="">
                      <em>{t.noChoice}</em>
                    </MenuItem>
                  ) : null}
                  {choices.map((c) => (
                    <MenuItem key={String(c.value)} value={String(c.value)}>
                      {c.display}
                    </MenuItem>
                  ))}
                </Select>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
        ) : null}
        {editor === 'yesNo' ? (
          <Controller
            name="yesNo"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <RadioGroup row value={field.value} onChange={(e) => field.onChange(e.target.value)} aria-label={item.name}>
                  <FormControlLabel value={YES} control={<Radio />} label={t.yes} />
                  <FormControlLabel value={NO} control={<Radio />} label={t.no} />
                </RadioGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
        ) : null}
        {editor === 'text' ? (
          <Controller
            name="text"
            control={control}
            render={({ field, fieldState }) => (
              <TextField size="small" label={t.value} {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
            )}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
