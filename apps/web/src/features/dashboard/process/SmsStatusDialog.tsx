import { useState } from 'react';
import type { StatusFilter as Filter } from '@wattle/contract';
import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { StatusFilter } from './StatusFilter';
import { useProcessTable } from './useProcessTable';

/** SMS_STATUS_REQ (spec 2 §2.2): All / New / Undelivered; undelivered messages are grouped by phone number. */
export function SmsStatusDialog({ item, onClose }: ProcessDialogProps) {
  const [status, setStatus] = useState<Filter>('ALL');
  const controller = useProcessTable(item, { status });
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable
        controller={controller}
        toolbar={
          <ProcessToolbar controller={controller}>
            <StatusFilter value={status} onChange={setStatus} />
          </ProcessToolbar>
        }
      />
    </ProcessDialogFrame>
  );
}
