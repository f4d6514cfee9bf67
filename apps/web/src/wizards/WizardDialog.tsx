import { lazy, Suspense } from 'react';
import type { WizardControllerOptions } from './useWizardController';

const WizardDialogView = lazy(() => import('./WizardDialogView'));

export type WizardDialogProps = WizardControllerOptions;

/**
 * `<WizardDialog wizardCode="NEWCUSTOMER" open onClose onSaved />`: runs a server-defined wizard in a
 * dialog. The dialog and its field renderers (date pickers included) load on first open.
 */
export function WizardDialog(props: WizardDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <WizardDialogView {...props} />
    </Suspense>
  );
}
