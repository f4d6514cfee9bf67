import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
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
  type Review = (runId: number, customerAccountId: number) => Promise<string>;
  const review = useMutation({
    mutationFn: async ({ drafts, act }: { drafts: { runId: number; customerAccountId: number }[]; act: Review }) => {
      const outcomes: string[] = [];
      for (const d of drafts) outcomes.push(await act(d.runId, d.customerAccountId));
      return outcomes;
    },
    onSuccess: (outcomes) => showSuccess(outcomes.join('\n')),
    onError: showErrorOf,
    onSettled: onDone,
  });
  const act = (reviewOne: Review) => {
    const drafts = rows.map(draftOf).filter((d) => d !== null);
    if (drafts.length < rows.length) {
      showError(t.noDraftRun);
      return;
    }
    review.mutate({ drafts, act: reviewOne });
  };
  const disabled = review.isPending || rows.length === 0;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={disabled}
        onClick={() =>
          act(async (runId, id) => {
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
          act(async (runId, id) => {
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
