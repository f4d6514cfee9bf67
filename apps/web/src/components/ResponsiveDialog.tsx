import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from '@wattle/contract';
import { DRAG_HANDLE_ATTRIBUTE, DraggablePaper } from './DraggablePaper';

export interface ResponsiveDialogProps extends Omit<DialogProps, 'maxWidth' | 'fullWidth' | 'title'> {
  title?: ReactNode;
  /** Moved by its title and kept inside the window. */
  draggable?: boolean;
}

const paperWidth = {
  width: { xs: DIALOG_WIDTH.upToMd, lg: DIALOG_WIDTH.lg, xl: DIALOG_WIDTH.xl },
  maxWidth: 'none',
  m: { xs: 0, lg: 4 },
} as const;

/** A dialog sized by breakpoint: 100% up to md, 80% at lg, 50% at xl (spec 1 §9). */
export function ResponsiveDialog({ title, draggable = false, children, slots, slotProps, ...props }: ResponsiveDialogProps) {
  const titleId = props['aria-labelledby'] ?? 'responsive-dialog-title';
  return (
    <Dialog
      {...props}
      aria-labelledby={titleId}
      maxWidth={false}
      slots={draggable ? { ...slots, paper: DraggablePaper } : slots}
      slotProps={{ ...slotProps, paper: { sx: paperWidth } }}
    >
      {title ? (
        <DialogTitle id={titleId} {...(draggable ? { [DRAG_HANDLE_ATTRIBUTE]: true, sx: { cursor: 'move' } } : {})}>
          {title}
        </DialogTitle>
      ) : null}
      {children}
    </Dialog>
  );
}
