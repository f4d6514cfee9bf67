import Button from '@mui/material/Button';
import { useState } from 'react';
import { ASSIGN_PAYMENT_ACTION_CODE } from '@wattle/contract';
import { AssignPaymentDialog } from './AssignPaymentDialog';
import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/** UNALLOCATEDPAYMENTS (docs/payments.md): payment file lines no account was found for; Assign to Account asks which account paid. */
export function UnallocatedPaymentsDialog({ item, onClose }: ProcessDialogProps) {
  const controller = useProcessTable(item);
  const [assigning, setAssigning] = useState(false);
  const assign = (controller.config?.actions ?? item.actions).find((a) => a.code === ASSIGN_PAYMENT_ACTION_CODE);
  const [row] = controller.selectedRows;
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable
        controller={controller}
        toolbar={
          <ProcessToolbar controller={controller}>
            {assign ? (
              <Button
                size="small"
                variant="contained"
                disabled={controller.selectedRows.length !== 1 || controller.locked || controller.busy}
                onClick={() => setAssigning(true)}
              >
                {assign.name}
              </Button>
            ) : null}
          </ProcessToolbar>
        }
      />
      {assigning && assign && row ? (
        <AssignPaymentDialog processId={item.id} action={assign} row={row} onAssigned={controller.afterSuccess} onClose={() => setAssigning(false)} />
      ) : null}
    </ProcessDialogFrame>
  );
}
