import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { texts, type ReceiptAccountMappings } from '@wattle/contract';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { accountingApi } from './accountingApi';
import { SavePanelButton } from './SavePanelButton';

const t = texts.accounting;

/** The provider's bank accounts that receive Wattle's payments. */
export function ReceiptPanel({ mayManage }: PanelProps) {
  const receipts = useQuery({ queryKey: addonKeys.accounting('receipts'), queryFn: ({ signal }) => accountingApi.receipts(signal) });
  return receipts.data ? <ReceiptForm data={receipts.data} mayManage={mayManage} /> : null;
}

function ReceiptForm({ data, mayManage }: { data: ReceiptAccountMappings; mayManage: boolean }) {
  const stored = data.receiptAccountMappings.map((m) => m.accountCode);
  const [chosen, setChosen] = useState<string[]>(stored);
  const changed = chosen.length !== stored.length || chosen.some((c) => !stored.includes(c));
  return (
    <>
      <FormGroup aria-label={t.receiptTab}>
        {data.currentAccountsList.map((a) => (
          <FormControlLabel
            key={a.code}
            label={`${a.code} ${a.name}`}
            control={
              <Checkbox
                disabled={!mayManage}
                checked={chosen.includes(a.code)}
                onChange={(e) => setChosen((old) => (e.target.checked ? [...old, a.code] : old.filter((c) => c !== a.code)))}
              />
            }
          />
        ))}
      </FormGroup>
      {mayManage ? <SavePanelButton changed={changed} save={() => accountingApi.saveReceipts(chosen)} /> : null}
    </>
  );
}
