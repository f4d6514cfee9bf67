import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId, type ReactNode } from 'react';
import { texts } from '@wattle/contract';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

/** Every process dialog: sized by breakpoint (100% up to md, 80% at lg, 50% at xl), its rows scrolling inside the window. */
export function ProcessDialogFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  // Dialogs open on top of each other (a customer's billing exceptions over the unbilled summary): each names itself.
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} title={title} aria-labelledby={titleId}>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
