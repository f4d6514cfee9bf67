import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { customerEndpoints, isIsoDate, productInvoiceLabel, texts, type ProductInvoice } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showErrorOf, showSuccess } from '../../components/notices/noticeStore';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { usePermissions } from '../../stores/usePermissions';
import { useRefreshCustomerSummary } from '../customer/customerApi';
import { CustomerPage } from '../customer/CustomerPage';
import { DatePickerField } from '../../components/fields/DatePickerField';

const t = texts.invoice;
const PDF_TYPE = 'application/pdf';

/** What is wrong with each date, if anything. */
function dateErrors(invoiceDate: string, invoiceDueDate: string) {
  const invoice = isIsoDate(invoiceDate) ? null : texts.fields.invalidDate;
  const due = !isIsoDate(invoiceDueDate) ? texts.fields.invalidDate : !invoice && invoiceDueDate < invoiceDate ? t.dueBeforeInvoice : null;
  return { invoice, due };
}

/** Each product's PDF as an address the viewer can show, released when the results change. */
function usePdfUrls(results: ProductInvoice[]) {
  const urls = useMemo(
    () => results.map((r) => URL.createObjectURL(new Blob([Uint8Array.from(atob(r.invoiceBase64Data), (c) => c.charCodeAt(0))], { type: PDF_TYPE }))),
    [results],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** One tab per product type, each with its invoice in a PDF viewer. */
function InvoiceTabs({ results }: { results: ProductInvoice[] }) {
  const [tab, setTab] = useState(0);
  const urls = usePdfUrls(results);
  const shown = Math.min(tab, results.length - 1);
  const label = productInvoiceLabel(results[shown]!.productTypeCode);
  return (
    <Box>
      <Tabs value={shown} onChange={(_, value: number) => setTab(value)}>
        {results.map((r, i) => (
          <Tab key={`${r.productTypeCode ?? ''}-${i}`} label={productInvoiceLabel(r.productTypeCode)} value={i} />
        ))}
      </Tabs>
      <Box component="iframe" key={urls[shown]} title={t.viewerTitle(label)} src={urls[shown]} sx={{ width: '100%', height: '75vh', border: 0 }} />
    </Box>
  );
}

/** The dates, Preview Invoice and Generate Invoice of one customer, and the resulting invoices. */
function InstantInvoiceForm({ customerId }: { customerId: number }) {
  const today = useBusinessDate();
  const [invoiceDate, setInvoiceDate] = useState(today);
  // The due date follows the server's for the invoice date until the user changes it.
  const [chosenDueDate, setChosenDueDate] = useState<string | null>(null);
  const { mayIssueBills } = usePermissions();
  const [results, setResults] = useState<ProductInvoice[] | null>(null);
  const refreshSummary = useRefreshCustomerSummary();
  const dueDate = useQuery({
    queryKey: ['customers', customerId, 'next-invoice-due-date', invoiceDate],
    queryFn: ({ signal }) => callEndpoint(customerEndpoints.nextInvoiceDueDate, { params: { customerId }, query: { invoiceDate }, signal }),
    enabled: isIsoDate(invoiceDate),
  });
  const invoiceDueDate = chosenDueDate ?? dueDate.data ?? '';
  const errors = dateErrors(invoiceDate, invoiceDueDate);

  const invoicing = useMutation({
    mutationFn: (preview: boolean) => {
      const query = { invoiceDate, invoiceDueDate };
      return preview
        ? callEndpoint(customerEndpoints.instantInvoicePreview, { params: { customerId }, query })
        : callEndpoint(customerEndpoints.instantInvoice, { params: { customerId }, query: { ...query, preview: 'false' } });
    },
    onSuccess: (answer, preview) => {
      setResults(answer);
      if (!preview) {
        showSuccess(t.generated);
        void refreshSummary(customerId);
      }
    },
    onError: showErrorOf,
  });
  const busy = invoicing.isPending;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePickerField
          required
          label={t.invoiceDate}
          value={invoiceDate}
          error={errors.invoice}
          onChange={(value) => {
            setInvoiceDate(value);
            setChosenDueDate(null);
          }}
        />
        <DatePickerField
          required
          label={t.invoiceDueDate}
          value={invoiceDueDate}
          error={dueDate.isPending && isIsoDate(invoiceDate) ? null : errors.due}
          onChange={setChosenDueDate}
        />
        <Button variant="outlined" disabled={busy || Boolean(errors.invoice || errors.due)} onClick={() => invoicing.mutate(true)}>
          {t.preview}
        </Button>
        {mayIssueBills ? (
          <Button variant="contained" disabled={busy || Boolean(errors.invoice || errors.due)} onClick={() => invoicing.mutate(false)}>
            {t.generate}
          </Button>
        ) : null}
      </Stack>
      {busy ? <Alert severity="info">{t.working}</Alert> : null}
      {results?.length ? <InvoiceTabs results={results} /> : null}
    </Stack>
  );
}

/** Instant invoice (spec 3 §2.9): the invoice date (today), the due date from the server, Preview Invoice and Generate Invoice, one tab per product type. */
export function InstantInvoicePage() {
  return <CustomerPage>{(customerId) => <InstantInvoiceForm key={customerId} customerId={customerId} />}</CustomerPage>;
}
