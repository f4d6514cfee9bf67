import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { billingEndpoints, texts, type Invoice } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { showSnackbar } from '../../components/notices/noticeStore';

const t = texts.invoiceView;

export type InvoiceCorrection = 'creditNote' | 'rebill';

interface Props {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber'>;
  correction: InvoiceCorrection;
  onClose: () => void;
}

/** Asks the reason for a full credit note or a cancel-and-rebill of an issued invoice, then writes it. */
export function InvoiceCorrectionDialog({ invoice, correction, onClose }: Props) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const number = invoice.invoiceNumber ?? '';
  const params = { id: String(invoice.id) };
  const save = async () => {
    if (correction === 'creditNote') {
      const note = await callEndpoint(billingEndpoints.creditNote, { params, body: { reason } });
      return t.creditNoteWritten(note.invoiceNumber);
    }
    const started = await callEndpoint(billingEndpoints.rebill, { params, body: { reason } });
    return t.rebillStarted(started.creditNote.invoiceNumber, started.billRunId);
  };
  return (
    <FormDialog
      title={correction === 'creditNote' ? t.creditNoteTitle(number) : t.rebillTitle(number)}
      titleId="invoice-correction-title"
      closeLabel={t.close}
      saveLabel={t.submit}
      canSave={reason.trim().length > 0}
      save={save}
      onSaved={async (outcome) => {
        showSnackbar(outcome);
        await queryClient.invalidateQueries({ queryKey: ['billing'] });
        onClose();
      }}
      onClose={onClose}
    >
      {correction === 'rebill' ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t.rebillHint}
        </Typography>
      ) : null}
      <TextField label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} required fullWidth multiline minRows={2} autoFocus />
    </FormDialog>
  );
}
