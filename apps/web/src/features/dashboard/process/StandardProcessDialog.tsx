import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/** Any process without a special dialog: search, export, actions, grouping, editing (spec 2 §2.2). */
export function StandardProcessDialog({ item, onClose }: ProcessDialogProps) {
  const controller = useProcessTable(item);
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable controller={controller} toolbar={<ProcessToolbar controller={controller} />} />
    </ProcessDialogFrame>
  );
}
