import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { texts, type ProcessAction, type ProcessItem } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { runProcessAction } from './processApi';

const t = texts.paymentFiles;

export interface AssignPaymentDialogProps {
  processId: number;
  action: ProcessAction;
  row: ProcessItem;
  onAssigned: () => Promise<void>;
  onClose: () => void;
}

/** Unallocated Payments' Assign to Account: the account number or payment reference of the account that paid, sent with the row. */
export function AssignPaymentDialog({ processId, action, row, onAssigned, onClose }: AssignPaymentDialogProps) {
  const [account, setAccount] = useState('');
  return (
    <FormDialog
      title={t.assignTitle}
      titleId="assign-payment-title"
      closeLabel={texts.payments.cancel}
      saveLabel={t.assign}
      canSave={account.trim() !== ''}
      save={() => runProcessAction(processId, action, [row], { account: account.trim() })}
      onSaved={async () => {
        await onAssigned();
        onClose();
      }}
      onClose={onClose}
    >
      <TextField
        label={t.assignAccount}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        fullWidth
        required
        autoFocus
        autoComplete="off"
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
