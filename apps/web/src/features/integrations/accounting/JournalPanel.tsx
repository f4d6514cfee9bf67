import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useState } from 'react';
import { TABLE_PAGE_SIZE, texts, type JournalAccountMapping, type JournalAccountMappings } from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { useListTable } from '../../../hooks/useListTable';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { AccountSelect } from './AccountSelect';
import { accountingApi } from './accountingApi';
import { isFilled, NewJournalAccounts, selectionProblem, type NewJournalAccount } from './NewJournalAccounts';
import { SavePanelButton } from './SavePanelButton';

const t = texts.accounting;

/**
 * Each of Wattle's ledger accounts and the provider account its journals post to; only chosen ones
 * are sent (spec 3 §5.6). New journal accounts are added below the table: sent when both code and
 * description are filled, and then their provider account is required.
 */
export function JournalPanel({ mayManage }: PanelProps) {
  const journal = useQuery({ queryKey: addonKeys.accounting('journal'), queryFn: ({ signal }) => accountingApi.journal(signal) });
  // Keyed by the answer: after a save the form starts again from what was stored (a new account with its mapping among them).
  return journal.data ? <JournalForm key={journal.dataUpdatedAt} data={journal.data} mayManage={mayManage} /> : null;
}

function JournalForm({ data, mayManage }: { data: JournalAccountMappings; mayManage: boolean }) {
  const [chosen, setChosen] = useState(() => Object.fromEntries(data.journalAccountMappings.map((m) => [m.accountCode, m.xeroAccountCode ?? ''])));
  const [added, setAdded] = useState<NewJournalAccount[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const toSave = added.filter(isFilled);
  const changed = toSave.length > 0 || data.journalAccountMappings.some((m) => (m.xeroAccountCode ?? '') !== chosen[m.accountCode]);
  const { table } = useListTable(data.journalAccountMappings, { pageSize: TABLE_PAGE_SIZE, loading: false });
  const options = data.xeroAccountsList.map((a) => ({ value: a.code, text: `${a.code} ${a.name}` }));
  const columns: MRT_ColumnDef<JournalAccountMapping>[] = [
    { id: 'type', header: t.accountType, accessorFn: (m) => m.accountTypeDescription },
    { id: 'code', header: t.accountCode, accessorFn: (m) => m.accountCode },
    { id: 'description', header: t.accountDescription, accessorFn: (m) => m.accountDescription },
    {
      id: 'external',
      header: t.externalAccount,
      Cell: ({ row: { original: m } }) => (
        <AccountSelect
          label={`${t.externalAccount}: ${m.accountCode}`}
          value={chosen[m.accountCode] ?? ''}
          options={options}
          disabled={!mayManage}
          onChange={(value) => setChosen((old) => ({ ...old, [m.accountCode]: value }))}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable<JournalAccountMapping> {...table} columns={columns} getRowId={(m) => m.accountCode} />
      {mayManage ? (
        <>
          <NewJournalAccounts rows={added} options={options} showProblems={showProblems} onChange={setAdded} />
          <SavePanelButton
            changed={changed}
            valid={() => {
              setShowProblems(true);
              return toSave.every((row) => !selectionProblem(row));
            }}
            save={async () => {
              const answer = await accountingApi.saveJournal([
                ...data.journalAccountMappings.filter((m) => chosen[m.accountCode]).map((m) => ({ ...m, xeroAccountCode: chosen[m.accountCode]! })),
                ...toSave.map(({ accountTypeCode, accountCode, accountDescription, xeroAccountCode }) => ({
                  accountTypeCode,
                  accountTypeDescription: accountTypeCode.charAt(0) + accountTypeCode.slice(1).toLowerCase(),
                  accountCode: accountCode.trim(),
                  accountDescription: accountDescription.trim(),
                  xeroAccountCode,
                  isNew: true,
                })),
              ]);
              setAdded([]);
              setShowProblems(false);
              return answer;
            }}
          />
        </>
      ) : null}
    </>
  );
}
