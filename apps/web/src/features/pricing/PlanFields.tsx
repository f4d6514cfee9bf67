import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { texts } from '@wattle/contract';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { usePricePlanEditorContext } from './PricePlanEditorContext';

interface PlanFieldProps {
  /** The issue path of the field (`variableCharges.0.rates.1.startDate`): its problem shows under it. */
  path: string;
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  sx?: TextFieldProps['sx'];
}

/** A text input of the editor: its issue (once touched or after a save was tried) is its helper text. */
export function PlanTextField({
  path,
  label,
  value,
  onChange,
  required,
  disabled,
  readOnly,
  helperText,
  autoFocus,
  sx,
  inputMode,
}: PlanFieldProps & { inputMode?: 'decimal' | 'text' }) {
  const { issueAt, touch } = usePricePlanEditorContext();
  const problem = issueAt(path);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => touch(path)}
      error={problem !== null}
      helperText={problem ?? helperText ?? ' '}
      sx={sx}
      slotProps={{
        htmlInput: { readOnly, inputMode, 'data-path': path },
      }}
    />
  );
}

/**
 * A decimal: digits, one point and a leading minus only; `places` stops typing beyond that many
 * decimal places. Places and digits of whole values are checked by the rules.
 */
export function DecimalField({ places, ...props }: PlanFieldProps & { places?: number }) {
  const typeable = new RegExp(`^-?\\d*\\.?\\d${places === undefined ? '*' : `{0,${places}}`}$`);
  return <PlanTextField {...props} inputMode="decimal" onChange={(v) => typeable.test(v) && props.onChange(v)} />;
}

/** A date of the plan: the app's date picker (company DATE_FORMAT), its issue under it like the other fields. */
export function DateField({ path, label, value, onChange, required, disabled, readOnly, helperText, autoFocus, sx }: PlanFieldProps) {
  const { issueAt, touch } = usePricePlanEditorContext();
  const problem = issueAt(path);
  return (
    <DatePickerField
      fullWidth
      label={label}
      value={value}
      onChange={onChange}
      onBlur={() => touch(path)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      error={problem}
      helperText={helperText ?? ' '}
      inputAttributes={{ 'data-path': path }}
      sx={sx}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A native select (keyboard friendly, no pop-over): the empty choice is "None"; a number select
 * counts as filled when above -1 (spec 3 §5.1).
 */
export function SelectField({ choices, ...props }: PlanFieldProps & { choices: readonly Choice[] }) {
  const { issueAt, touch } = usePricePlanEditorContext();
  const problem = issueAt(props.path);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={props.value ?? ''}
      required={props.required}
      disabled={props.disabled || props.readOnly}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={() => touch(props.path)}
      error={problem !== null}
      helperText={problem ?? props.helperText ?? ' '}
      sx={props.sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-path': props.path } }}
    >
      <option value="">{texts.pricePlanEditor.none}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

/** A select's text value as the plan's number id (null: none chosen). */
export const idOf = (value: string): number | null => (value === '' ? null : Number(value));
export const textOf = (id: number | null | undefined) => (id == null || id <= -1 ? '' : String(id));
