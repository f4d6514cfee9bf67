import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { texts, type JournalAccountMappings } from '@wattle/contract';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { accountingApi } from './accountingApi';
import { SavePanelButton } from './SavePanelButton';

const t = texts.accounting;

/** Each of Wattle's ledger accounts and the provider account its journals post to; only chosen ones are sent (spec 3 §5.6). */
export function JournalPanel({ mayManage }: PanelProps) {
  const journal = useQuery({ queryKey: addonKeys.accounting('journal'), queryFn: ({ signal }) => accountingApi.journal(signal) });
  return journal.data ? <JournalForm data={journal.data} mayManage={mayManage} /> : null;
}

function JournalForm({ data, mayManage }: { data: JournalAccountMappings; mayManage: boolean }) {
  const [chosen, setChosen] = useState(() => Object.fromEntries(data.journalAccountMappings.map((m) => [m.accountCode, m.xeroAccountCode ?? ''])));
  const changed = data.journalAccountMappings.some((m) => (m.xeroAccountCode ?? '') !== chosen[m.accountCode]);
  return (
    <>
      <Table size="small" aria-label={t.journalTab}>
        <TableHead>
          <TableRow>
            {[t.accountType, t.accountCode, t.accountDescription, t.externalAccount].map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.journalAccountMappings.map((m) => (
            <TableRow key={m.accountCode}>
              <TableCell>{m.accountTypeDescription}</TableCell>
              <TableCell>{m.accountCode}</TableCell>
              <TableCell>{m.accountDescription}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  disabled={!mayManage}
                  label={`${t.externalAccount}: ${m.accountCode}`}
                  value={chosen[m.accountCode] ?? ''}
                  onChange={(e) => setChosen((old) => ({ ...old, [m.accountCode]: e.target.value }))}
                >
                  <MenuItem value="">{t.unassigned}</MenuItem>
                  {data.xeroAccountsList.map((a) => (
                    <MenuItem key={a.code} value={a.code}>
                      {`${a.code} ${a.name}`}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {mayManage ? (
        <SavePanelButton
          changed={changed}
          save={() =>
            accountingApi.saveJournal(
              data.journalAccountMappings.filter((m) => chosen[m.accountCode]).map((m) => ({ ...m, xeroAccountCode: chosen[m.accountCode]! })),
            )
          }
        />
      ) : null}
    </>
  );
}
