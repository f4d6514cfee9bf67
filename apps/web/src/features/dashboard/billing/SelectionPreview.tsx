import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isIsoDate, texts, type BillRunStart } from '@wattle/contract';
import { useFormatters } from '../../../hooks/useFormatters';
import { previewRun } from './billRunApi';

const t = texts.billing;

type Selection = Pick<BillRunStart, 'customerAccountIds' | 'networkNodeIds' | 'billingCycleIds'>;

const isEmpty = (s: Selection) => !s.customerAccountIds?.length && !s.networkNodeIds?.length && !s.billingCycleIds?.length;

/**
 * What the run would bill (POST /billing/bill-runs/preview), asked again whenever the choice or the
 * period end changes: the count, the chosen accounts left out by reason, the off-cycle ones.
 * `onCounted` gets the count (0 while nothing is chosen or counted).
 */
export function SelectionPreview({ selection, periodTo, onCounted }: { selection: Selection; periodTo: string; onCounted: (accounts: number) => void }) {
  const { date } = useFormatters();
  const ready = !isEmpty(selection) && isIsoDate(periodTo);
  const preview = useQuery({
    queryKey: ['bill-run-preview', selection, periodTo],
    queryFn: ({ signal }) => previewRun({ ...selection, periodTo, invoiceDate: periodTo }, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const accounts = ready ? (preview.data?.accounts ?? 0) : 0;
  useEffect(() => onCounted(preview.isPlaceholderData ? 0 : accounts), [accounts, preview.isPlaceholderData, onCounted]);

  if (!ready) return <Typography color="warning.main">{t.startRunHint}</Typography>;
  if (!preview.data) return <Typography>{t.selectionCounting}</Typography>;
  const { leftOut, offCycle, offCycleAccounts } = preview.data;
  const leftOutCount = leftOut.reduce((sum, r) => sum + r.count, 0);
  return (
    <Stack spacing={1} role="status" aria-busy={preview.isFetching}>
      <Typography sx={{ fontWeight: 'bold' }}>{t.selectionCount(preview.data.accounts)}</Typography>
      {leftOutCount > 0 ? (
        <div>
          <Typography>{t.selectionLeftOut(leftOutCount)}</Typography>
          <ul>
            {leftOut.map((r) => (
              <li key={r.reason}>
                {r.count}: {t.leftOutReasons[r.reason]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {offCycle > 0 ? (
        <Alert severity="warning">
          {t.offCycle(offCycle)}
          <ul>
            {offCycleAccounts.map((a) => (
              <li key={a.customerAccountId}>{t.offCycleAccount(a.accountNumber, a.customerName, a.billingCycle, date(a.dueDate))}</li>
            ))}
          </ul>
          {offCycle > offCycleAccounts.length ? t.offCycleMore(offCycle - offCycleAccounts.length) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
