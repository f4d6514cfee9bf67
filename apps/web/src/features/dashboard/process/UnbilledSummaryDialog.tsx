import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { HAS_EXCEPTIONS, PROCESS_CODES, texts, UNBILLED_MODES, type ProcessItem, type UnbilledMode } from '@wattle/contract';
import { usePermissions } from '../../../stores/usePermissions';
import { BillRunPanel } from '../billing/BillRunPanel';
import { ExceptionReviewButtons } from '../billing/ExceptionReviewButtons';
import { useUserItems } from '../dashboardApi';
import { CustomerExceptionsDialog } from './CustomerExceptionsDialog';
import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import type { CellTemplate } from './processCells';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/**
 * UNBILLEDSUMMARY (spec 2 §2.3): Summary (grouped by building), Details (grouped by account) and
 * Exceptions. has_exceptions Y shows a red alert that opens the customer's billing exceptions (the
 * Exceptions view also shows each exception's message, its Reason column);
 * NOTRANS a blue alert; N nothing. Above the table the newest bill run (progress, Issue, Start bill
 * run); the Exceptions view adds Accept and Re-rate for the selected accounts' drafts.
 */
export function UnbilledSummaryDialog({ item, onClose }: ProcessDialogProps) {
  const [mode, setMode] = useState<UnbilledMode>('Summary');
  const controller = useProcessTable(item, { mode });
  const exceptionsItem = useUserItems().data?.find((i) => i.code === PROCESS_CODES.billingExceptions);
  const [customer, setCustomer] = useState<ProcessItem | null>(null);
  const { mayChangeData } = usePermissions();
  const selectedAccountIds = controller.selectedRows.map((r) => Number(r.cust_account_id));
  const templates = useMemo<Record<string, CellTemplate>>(
    () => ({
      hasExceptions: (row) => {
        if (row.has_exceptions === HAS_EXCEPTIONS.yes) {
          // The Exceptions view answers each exception's message (its Reason column): the tooltip says it too.
          const messages = typeof row.exception_messages === 'string' ? row.exception_messages : '';
          return (
            <Tooltip title={messages ? `${texts.dashboard.billingExceptions}: ${messages}` : texts.dashboard.billingExceptions}>
              <IconButton
                size="small"
                color="error"
                aria-label={texts.dashboard.billingExceptions}
                disabled={!exceptionsItem || exceptionsItem.isLocked}
                onClick={(e) => {
                  e.stopPropagation();
                  setCustomer(row);
                }}
              >
                <ErrorIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        }
        if (row.has_exceptions === HAS_EXCEPTIONS.noTransactions) {
          return (
            <Tooltip title={texts.dashboard.noTransactions}>
              <InfoIcon fontSize="small" color="info" titleAccess={texts.dashboard.noTransactions} />
            </Tooltip>
          );
        }
        return null;
      },
    }),
    [exceptionsItem],
  );
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <BillRunPanel selectedAccountIds={[...new Set(selectedAccountIds)]} />
      <ProcessTable
        controller={controller}
        templates={templates}
        toolbar={
          <ProcessToolbar controller={controller}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={mode}
              onChange={(_e, next: UnbilledMode | null) => {
                // Each view's rows are its own: Details keys transactions, Summary and Exceptions accounts.
                if (!next) return;
                controller.setSelectedIds([]);
                setMode(next);
              }}
              aria-label={texts.dashboard.modeLabel}
            >
              {UNBILLED_MODES.map((m) => (
                <ToggleButton key={m} value={m}>
                  {texts.dashboard.unbilledModes[m]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {mode === 'Exceptions' && mayChangeData ? <ExceptionReviewButtons rows={controller.selectedRows} onDone={controller.afterSuccess} /> : null}
          </ProcessToolbar>
        }
      />
      {customer && exceptionsItem ? (
        <CustomerExceptionsDialog
          item={exceptionsItem}
          customerAccountId={Number(customer.cust_account_id)}
          accountDetails={String(customer.account_details ?? '')}
          onClose={() => setCustomer(null)}
        />
      ) : null}
    </ProcessDialogFrame>
  );
}
