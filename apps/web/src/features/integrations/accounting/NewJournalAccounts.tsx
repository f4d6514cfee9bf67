import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GL_ACCOUNT_TYPES, texts } from '@wattle/contract';
import { AccountSelect } from './AccountSelect';

const t = texts.accounting;

/** A journal account being added in the Journal accounts tab (spec 3 §5.6). */
export interface NewJournalAccount {
  key: number;
  accountTypeCode: string;
  accountCode: string;
  accountDescription: string;
  xeroAccountCode: string;
}

const blankJournalAccount = (key: number): NewJournalAccount => ({
  key,
  accountTypeCode: 'REVENUE',
  accountCode: '',
  accountDescription: '',
  xeroAccountCode: '',
});

/** A new row is saved only when both its code and its description are filled (spec 3 §5.6). */
export const isFilled = (row: NewJournalAccount) => row.accountCode.trim() !== '' && row.accountDescription.trim() !== '';

/** The provider account is required on a new row: the message when none is chosen. */
export const selectionProblem = (row: NewJournalAccount) => (row.xeroAccountCode ? null : t.selectionRequired);

const typeOptions = GL_ACCOUNT_TYPES.map((type) => ({ value: type, text: type.charAt(0) + type.slice(1).toLowerCase() }));

/** The rows being added, each with its type, code, description and provider account, and the Add button. */
export function NewJournalAccounts(props: {
  rows: readonly NewJournalAccount[];
  options: readonly { value: string; text: string }[];
  showProblems: boolean;
  onChange: (rows: NewJournalAccount[]) => void;
}) {
  const change = (key: number, patch: Partial<NewJournalAccount>) => props.onChange(props.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {props.rows.map((row) => (
        <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <AccountSelect
            label={t.accountType}
            value={row.accountTypeCode}
            options={typeOptions}
            disabled={false}
            onChange={(accountTypeCode) => change(row.key, { accountTypeCode })}
          />
          <TextField size="small" fullWidth label={t.accountCode} value={row.accountCode} onChange={(e) => change(row.key, { accountCode: e.target.value })} />
          <TextField
            size="small"
            fullWidth
            label={t.accountDescription}
            value={row.accountDescription}
            onChange={(e) => change(row.key, { accountDescription: e.target.value })}
          />
          <AccountSelect
            label={t.externalAccount}
            value={row.xeroAccountCode}
            options={props.options}
            disabled={false}
            error={props.showProblems ? selectionProblem(row) : null}
            onChange={(xeroAccountCode) => change(row.key, { xeroAccountCode })}
          />
        </Stack>
      ))}
      <Stack direction="row">
        <Button startIcon={<AddIcon />} onClick={() => props.onChange([...props.rows, blankJournalAccount((props.rows.at(-1)?.key ?? 0) + 1)])}>
          {t.addJournalAccount}
        </Button>
      </Stack>
    </Stack>
  );
}
