import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { customerEndpoints, defaultStatementRange, isIsoDate, statementFileName, texts } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { downloadBlob } from '../../lib/download';
import { useCustomerAccount } from '../customer/customerApi';
import { CustomerPage } from '../customer/CustomerPage';
import { DatePickerField } from '../../components/fields/DatePickerField';

type Range = ReturnType<typeof defaultStatementRange>;

/** What is wrong with each date, if anything (spec 3 §5.5: a statement needs a start date). */
function rangeErrors(range: Range) {
  const startDate = !range.startDate ? texts.statement.startRequired : isIsoDate(range.startDate) ? null : texts.fields.invalidDate;
  const endDate = !isIsoDate(range.endDate) ? texts.fields.invalidDate : !startDate && range.endDate < range.startDate ? texts.statement.endBeforeStart : null;
  return { startDate, endDate };
}

/** The dates and the Download button of one customer's statement. */
function StatementForm({ customerId }: { customerId: number }) {
  const today = useBusinessDate();
  const [range, setRange] = useState(() => defaultStatementRange(today));
  const account = useCustomerAccount(customerId);
  const errors = rangeErrors(range);
  const download = useMutation({
    mutationFn: () => callEndpoint(customerEndpoints.statement, { params: { customerId }, query: range }),
    onSuccess: (pdf) => downloadBlob(pdf, statementFileName(account.data?.accountNumber ?? String(customerId), range.startDate, range.endDate)),
    onError: showErrorOf,
  });
  const busy = download.isPending;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DatePickerField
        required
        label={texts.statement.startDate}
        value={range.startDate}
        error={errors.startDate}
        onChange={(startDate) => setRange((r) => ({ ...r, startDate }))}
      />
      <DatePickerField
        label={texts.statement.endDate}
        value={range.endDate}
        error={errors.endDate}
        onChange={(endDate) => setRange((r) => ({ ...r, endDate }))}
      />
      <Button
        variant="contained"
        startIcon={<FileDownloadIcon />}
        disabled={busy || Boolean(errors.startDate || errors.endDate)}
        onClick={() => download.mutate()}
      >
        {busy ? texts.statement.downloading : texts.statement.download}
      </Button>
    </Stack>
  );
}

/** Customer statement (spec 3 §2.8): a start date (a year ago), an end date (tomorrow) and Download, which saves the PDF. */
export function CustomerStatementPage() {
  return <CustomerPage>{(customerId) => <StatementForm key={customerId} customerId={customerId} />}</CustomerPage>;
}
