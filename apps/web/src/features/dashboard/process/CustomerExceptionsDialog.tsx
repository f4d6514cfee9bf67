import type { DashboardItem } from '@wattle/contract';
import { texts } from '@wattle/contract';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/** The billing exceptions of one customer account, with the billing-exceptions process's actions. */
export function CustomerExceptionsDialog({
  item,
  customerAccountId,
  accountDetails,
  onClose,
}: {
  item: DashboardItem;
  customerAccountId: number;
  accountDetails: string;
  onClose: () => void;
}) {
  const controller = useProcessTable(item, { customerAccountId });
  return (
    <ProcessDialogFrame title={`${texts.dashboard.customerBillingExceptions}: ${accountDetails}`} onClose={onClose}>
      <ProcessTable controller={controller} toolbar={<ProcessToolbar controller={controller} />} />
    </ProcessDialogFrame>
  );
}
