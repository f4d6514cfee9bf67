import AttachFileIcon from '@mui/icons-material/AttachFile';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LocalPostOfficeIcon from '@mui/icons-material/LocalPostOffice';
import ReportIcon from '@mui/icons-material/Report';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { NEW_STATUS, texts, type ProcessItem, type StatusFilter as Filter } from '@wattle/contract';
import { confirm, showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import type { ProcessDialogProps } from '../process/processDialogs';
import { ProcessDialogFrame } from '../process/ProcessDialogFrame';
import { ProcessTable } from '../process/ProcessTable';
import { ProcessToolbar } from '../process/ProcessToolbar';
import { StatusFilter } from '../process/StatusFilter';
import { useProcessTable } from '../process/useProcessTable';
import { AttachPdfDialog } from './AttachPdfDialog';
import { postEmail } from './correspondenceApi';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import { UndeliveredEmailDialog } from './UndeliveredEmailDialog';
import { UndeliveredReasonDialog } from './UndeliveredReasonDialog';

type Open = { kind: 'preview' | 'reason' | 'form'; id: number } | { kind: 'attach' } | null;

function RowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * EMAIL_STATUS_REQ (spec 2 §2.2): All / New / Undelivered (grouped by address), a preview of NEW
 * emails, Attach PDF, and for undelivered ones the reason (with removal from the blocked list),
 * the corrected resend form and sending by post.
 */
export function EmailStatusDialog({ item, onClose }: ProcessDialogProps) {
  const [status, setStatus] = useState<Filter>('ALL');
  const controller = useProcessTable(item, { status });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    void controller.refresh();
  };

  const sendByPost = async (id: number) => {
    if (!(await confirm(texts.dashboard.sendByPostTitle, texts.dashboard.sendByPostText))) return;
    const changePreference = await confirm(texts.dashboard.changePreferenceTitle, texts.dashboard.changePreferenceText);
    try {
      showOutcome(await postEmail(id, changePreference));
      await controller.refresh();
    } catch (error) {
      showErrorOf(error);
    }
  };

  // The row buttons are built once; they call the latest handlers.
  const handlers = useRef({ sendByPost });
  handlers.current.sendByPost = sendByPost;
  const rowButtons = useMemo<MRT_ColumnDef<ProcessItem>[]>(
    () => [
      {
        id: 'email-row-buttons',
        header: '',
        size: 130,
        enableSorting: false,
        enableGrouping: false,
        Cell: ({ row }) => {
          const id = Number(row.original.key_exception_id);
          if (row.original.request_status === NEW_STATUS) {
            return (
              <RowButton label={texts.dashboard.previewEmail} onClick={() => setOpen({ kind: 'preview', id })}>
                <VisibilityIcon fontSize="small" />
              </RowButton>
            );
          }
          return (
            <>
              <RowButton label={texts.dashboard.undeliveredReason} onClick={() => setOpen({ kind: 'reason', id })}>
                <ReportIcon fontSize="small" />
              </RowButton>
              <RowButton label={texts.dashboard.undeliveredEmail} onClick={() => setOpen({ kind: 'form', id })}>
                <EditNoteIcon fontSize="small" />
              </RowButton>
              <RowButton label={texts.dashboard.sendByPost} onClick={() => void handlers.current.sendByPost(id)}>
                <LocalPostOfficeIcon fontSize="small" />
              </RowButton>
            </>
          );
        },
      },
    ],
    [],
  );

  const selectedNew = controller.selectedRows.length > 0 && controller.selectedRows.every((r) => r.request_status === NEW_STATUS);
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable
        controller={controller}
        extraColumns={rowButtons}
        toolbar={
          <ProcessToolbar controller={controller}>
            <StatusFilter value={status} onChange={setStatus} />
            <Button
              size="small"
              variant="outlined"
              startIcon={<AttachFileIcon />}
              disabled={!selectedNew || controller.locked}
              onClick={() => setOpen({ kind: 'attach' })}
            >
              {texts.dashboard.attachPdf}
            </Button>
          </ProcessToolbar>
        }
      />
      {open?.kind === 'preview' ? <EmailPreviewDialog id={open.id} onClose={close} /> : null}
      {open?.kind === 'reason' ? <UndeliveredReasonDialog id={open.id} onClose={close} onChanged={() => void controller.refresh()} /> : null}
      {open?.kind === 'form' ? <UndeliveredEmailDialog id={open.id} onClose={close} onDone={done} /> : null}
      {open?.kind === 'attach' ? <AttachPdfDialog keys={controller.selectedRows.map((r) => Number(r.key_exception_id))} onClose={close} onDone={done} /> : null}
    </ProcessDialogFrame>
  );
}
