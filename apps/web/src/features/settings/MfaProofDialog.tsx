import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { texts, type MfaChangeProof, type MfaMethod } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { CodeField } from '../auth/CodeField';
import { useMfaProofForm } from './useMfaProofForm';

const m = texts.mfa;
const codeFromLabel: Record<MfaMethod, string> = { totp: m.proofUseAuthenticator, email: m.proofUseEmail };

interface Props<TAnswer> {
  /** The user's second steps that are on: a code of one of them is asked for. */
  methods: readonly MfaMethod[];
  save: (proof: MfaChangeProof) => Promise<TAnswer>;
  onSaved: (answer: TAnswer) => void | Promise<void>;
  announce?: (answer: TAnswer) => void;
  onClose: () => void;
}

/** "Confirm it is you": the password and a current code, before a second step is removed or replaced. */
export function MfaProofDialog<TAnswer>({ methods, save, onSaved, announce, onClose }: Props<TAnswer>) {
  const form = useMfaProofForm(methods);
  return (
    <FormDialog
      title={m.proofTitle}
      titleId="mfa-proof-title"
      closeLabel={m.proofCancel}
      saveLabel={m.proofConfirm}
      canSave={form.complete}
      save={() => save(form.proof)}
      onSaved={onSaved}
      announce={announce}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {m.proofPrompt}
      </Typography>
      <TextField
        label={m.proofPassword}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      {methods.length > 1 ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={form.codeFrom}
          onChange={(_, method: MfaMethod | null) => method && form.chooseCodeFrom(method)}
          sx={{ mb: 2 }}
        >
          {methods.map((method) => (
            <ToggleButton key={method} value={method}>
              {codeFromLabel[method]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {form.codeFrom === 'email' ? (
        <Button onClick={() => void form.sendEmailCode()} disabled={form.sending} sx={{ mb: 2, display: 'block' }}>
          {m.proofSendCode}
        </Button>
      ) : null}
      <CodeField value={form.code} onChange={form.setCode} />
    </FormDialog>
  );
}
