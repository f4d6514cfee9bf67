import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { STATUS_FILTERS, texts, type StatusFilter as Filter } from '@wattle/contract';

/** All / New / Undelivered of the email and SMS dialogs ('Undelivered' is any status other than NEW). */
export function StatusFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: Filter | null) => next && onChange(next)}
      aria-label={texts.dashboard.statusFilterLabel}
    >
      {STATUS_FILTERS.map((f) => (
        <ToggleButton key={f} value={f}>
          {texts.dashboard.statusFilters[f]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
