import Button from '@mui/material/Button';
import { useState } from 'react';
import { texts, type ProcessItem } from '@wattle/contract';
import { showError, showErrorOf, showSuccess } from '../../../components/notices/noticeStore';
import { acceptExceptions, rerateAccount } from './billRunApi';

const t = texts.billing;

/** A selected account row's draft of a run: the run (the view's hidden bill_run_id) and the account. */
const draftOf = (row: ProcessItem) => (row.bill_run_id == null ? null : { runId: Number(row.bill_run_id), customerAccountId: Number(row.cust_account_id) });

/**
 * The unbilled summary's Exceptions view actions on the selected account rows: Accept (its run's
 * open exceptions approved, the draft issuable) and Re-rate (its draft rated again from the data
 * as it is now). The views reload after.
 */
export function ExceptionReviewButtons({ rows, onDone }: { rows: readonly ProcessItem[]; onDone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const act = async (review: (runId: number, customerAccountId: number) => Promise<string>) => {
    const drafts = rows.map(draftOf);
    if (drafts.some((d) => d === null)) {
      showError(t.noDraftRun);
      return;
    }
    setBusy(true);
    try {
      const outcomes: string[] = [];
      for (const d of drafts) outcomes.push(await review(d!.runId, d!.customerAccountId));
      showSuccess(outcomes.join('\n'));
    } catch (error) {
      showErrorOf(error);
    } finally {
      await onDone();
      setBusy(false);
    }
  };
  const disabled = busy || rows.length === 0;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={disabled}
        onClick={() =>
          void act(async (runId, id) => {
            const r = await acceptExceptions(runId, id);
            return t.accepted(r.accepted, r.issuable);
          })
        }
      >
        {t.accept}
      </Button>
      <Button
        size="small"
        variant="contained"
        disabled={disabled}
        onClick={() =>
          void act(async (runId, id) => {
            const r = await rerateAccount(runId, id);
            return t.rerated(r.outcome, r.exceptions);
          })
        }
      >
        {t.rerate}
      </Button>
    </>
  );
}
