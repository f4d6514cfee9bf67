import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { texts, type BulkBatch } from '@wattle/contract';
import { confirm, showErrorOf } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { usePermissions } from '../../stores/usePermissions';
import { BulkForm } from './BulkForm';
import { bulkFormIssues, EMPTY_BULK_FORM, type BulkFormIssues, type BulkFormValues } from './bulkForm';
import { countAudience, generateBulkSend } from './bulkMessagingApi';
import { BulkPreview } from './BulkPreview';
import { BulkProgress } from './BulkProgress';

const t = texts.bulkMessaging;

type Step = { kind: 'form' } | { kind: 'preview' } | { kind: 'generating'; batch: BulkBatch };

/**
 * Bulk messaging (spec 2 §2.6), /maintenance/BULKMESSAGING: choose the type and fill the form,
 * preview, confirm, generate. The preview says how many customers will receive the message (the
 * server counts them by the send's own rule), and so does the confirmation. Generation runs in the background (a batch); the page shows its
 * counts until it has finished. A refused call shows the server's first message, else the generic error.
 */
export function BulkMessagingPage() {
  const { mayChangeData } = usePermissions();
  const [values, setValues] = useState<BulkFormValues>(EMPTY_BULK_FORM);
  const [issues, setIssues] = useState<BulkFormIssues | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const backToForm = useCallback(() => setStep({ kind: 'form' }), []);
  const audience = useQuery({
    queryKey: ['bulk-messaging', 'audience', values],
    queryFn: ({ signal }) => countAudience(values, signal),
    enabled: step.kind === 'preview',
    staleTime: 0,
  });
  useEffect(() => {
    if (audience.error) showErrorOf(audience.error);
  }, [audience.error]);
  const generate = useMutation({
    mutationFn: () => generateBulkSend(values),
    onSuccess: (batch) => setStep({ kind: 'generating', batch }),
    onError: showErrorOf,
  });

  const change = <K extends keyof BulkFormValues>(field: K, value: BulkFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (issues) setIssues(bulkFormIssues(next));
  };
  const preview = () => {
    const found = bulkFormIssues(values);
    setIssues(found);
    if (Object.keys(found).length === 0) setStep({ kind: 'preview' });
  };
  const confirmAndGenerate = async (receiving: number) => {
    if (await confirm(t.confirmTitle, t.confirmText(receiving))) generate.mutate();
  };
  const startAgain = () => {
    setValues(EMPTY_BULK_FORM);
    setIssues(null);
    setStep({ kind: 'form' });
  };

  return (
    <>
      <PageTitle title={t.title} />
      <Paper sx={{ p: 2 }}>
        {step.kind === 'form' ? (
          <Stack spacing={2}>
            <BulkForm values={values} onChange={change} issues={issues ?? {}} />
            <div>
              <Button variant="contained" onClick={preview}>
                {t.preview}
              </Button>
            </div>
          </Stack>
        ) : null}
        {step.kind === 'preview' ? (
          <Stack spacing={2}>
            <BulkPreview values={values} onFailed={backToForm} />
            <Typography sx={{ fontWeight: 'medium' }}>
              {audience.data ? t.audience(audience.data.receiving, audience.data.customers) : audience.isFetching ? t.audienceCounting : null}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button onClick={backToForm} disabled={generate.isPending}>
                {t.back}
              </Button>
              <Button
                variant="contained"
                onClick={() => {
                  if (audience.data) void confirmAndGenerate(audience.data.receiving);
                }}
                disabled={!mayChangeData || generate.isPending || !audience.data}
              >
                {t.confirm}
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {step.kind === 'generating' ? (
          <Stack spacing={2}>
            <BulkProgress queued={step.batch} />
            <div>
              <Button onClick={startAgain}>{t.newSend}</Button>
            </div>
          </Stack>
        ) : null}
      </Paper>
    </>
  );
}
