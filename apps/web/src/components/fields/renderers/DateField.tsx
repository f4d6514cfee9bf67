import { DatePickerField } from '../DatePickerField';
import type { FieldRendererProps } from '../fieldTypes';

/**
 * Date and DateTime: the app's one date picker (company DATE_FORMAT, stored as ISO text). Text that
 * is not a date is stored as INVALID_DATE so the rule answers 'Invalid date.'.
 */
export function DateField({ field, value, onChange, onBlur, error, disabled, id }: FieldRendererProps) {
  return (
    <DatePickerField
      id={id}
      label={field.prompt}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      withTime={field.fieldType === 'DateTime'}
      error={error}
      helperText={field.tooltip ?? undefined}
      required={Boolean(field.mandatory)}
      disabled={disabled}
      fullWidth
    />
  );
}
