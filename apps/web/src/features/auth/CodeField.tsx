import TextField from '@mui/material/TextField';
import { MFA_CODE_LENGTH, texts } from '@wattle/contract';

/** The 6-digit one-time code input (spec 1 §5), used at sign-in and at set-up. */
export function CodeField({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  return (
    <TextField
      label={texts.login.code}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))}
      disabled={disabled}
      autoFocus
      fullWidth
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: MFA_CODE_LENGTH } }}
      sx={{ mb: 2 }}
    />
  );
}

export const isCompleteCode = (code: string) => code.length === MFA_CODE_LENGTH;
