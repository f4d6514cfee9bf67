import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '@wattle/contract';
import { useFormatters } from '../../../hooks/useFormatters';
import type { SelectionPreviewState } from './billRunApi';

const t = texts.billing;

/** What the run would bill: the count, the chosen accounts left out by reason, the off-cycle ones (useSelectionPreview). */
export function SelectionPreview({ preview }: { preview: SelectionPreviewState }) {
  const { date } = useFormatters();
  if (!preview.ready) return <Typography color="warning.main">{t.startRunHint}</Typography>;
  if (!preview.shown) return <Typography>{t.selectionCounting}</Typography>;
  const { leftOut, offCycle, offCycleAccounts } = preview.shown;
  const leftOutCount = leftOut.reduce((sum, r) => sum + r.count, 0);
  return (
    <Stack spacing={1} role="status" aria-busy={preview.fetching}>
      <Typography sx={{ fontWeight: 'bold' }}>{t.selectionCount(preview.shown.accounts)}</Typography>
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
