import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { showError } from '../../../components/notices/noticeStore';
import { mergePostedMail, printPdf } from './postedMailPrint';
import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/** POSTEDMAIL (spec 2 §2.2): Print merges the selected letters' PDFs into one and prints it; a failure is the generic error. */
export function PostedMailDialog({ item, onClose }: ProcessDialogProps) {
  const controller = useProcessTable(item);
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      printPdf(await mergePostedMail(controller.selectedRows.map((r) => Number(r[controller.config?.keyField ?? 'key_exception_id']))));
      await controller.refresh();
    } catch {
      showError();
    } finally {
      setPrinting(false);
    }
  };
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable
        controller={controller}
        toolbar={
          <ProcessToolbar controller={controller}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<PrintIcon />}
              disabled={controller.selectedIds.length === 0 || controller.locked || printing}
              onClick={() => void print()}
            >
              {texts.dashboard.print}
            </Button>
          </ProcessToolbar>
        }
      />
    </ProcessDialogFrame>
  );
}
