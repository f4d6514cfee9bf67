import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import type { BulkFormValues } from './bulkForm';
import { previewAdhoc, previewTemplatePdf } from './bulkMessagingApi';

const t = texts.bulkMessaging;
const frameStyle = { width: '100%', height: '50vh', border: '1px solid #ddd' };

/** A failed preview shows the server's first message (else the generic error) and goes back to the form. */
function useFailure(error: unknown, onFailed: () => void) {
  useEffect(() => {
    if (error) {
      showErrorOf(error);
      onFailed();
    }
  }, [error, onFailed]);
}

function AdhocPreview({ values, onFailed }: { values: BulkFormValues; onFailed: () => void }) {
  const preview = useQuery({ queryKey: ['bulk-messaging', 'adhoc-preview', values], queryFn: ({ signal }) => previewAdhoc(values, signal), staleTime: 0 });
  useFailure(preview.error, onFailed);
  const answer = preview.data;
  if (!answer) return <LinearProgress />;
  const fields = texts.dashboard.emailFields;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t.recipients(answer.recipients, answer.withoutEmail)}</Typography>
      {!answer.email ? (
        <Typography color="warning.main">{t.noRecipientToPreview}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            <strong>{fields.sendTo}:</strong> {answer.email.sendTo}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <strong>{fields.subject}:</strong> {answer.email.emailSubject}
          </Typography>
          {/* The merged body is the user's own markup with customers' data: shown, never run on this origin. */}
          <iframe title={t.previewTitle} sandbox="" srcDoc={answer.email.htmlBody} style={frameStyle} />
        </>
      )}
    </>
  );
}

function TemplatePreview({ values, onFailed }: { values: BulkFormValues; onFailed: () => void }) {
  const pdf = useQuery({ queryKey: ['bulk-messaging', 'template-preview', values], queryFn: ({ signal }) => previewTemplatePdf(values, signal), staleTime: 0 });
  useFailure(pdf.error, onFailed);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return undefined;
    const objectUrl = URL.createObjectURL(pdf.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [pdf.data]);
  if (!url) return <LinearProgress />;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t.letterPreview}</Typography>
      <iframe title={t.previewTitle} src={url} style={frameStyle} />
    </>
  );
}

/** The preview of the send before it is confirmed: the adhoc email, the template's letter, or the SMS text. */
export function BulkPreview({ values, onFailed }: { values: BulkFormValues; onFailed: () => void }) {
  switch (values.type) {
    case 'ADHOC':
      return <AdhocPreview values={values} onFailed={onFailed} />;
    case 'TEMPLATE':
      return <TemplatePreview values={values} onFailed={onFailed} />;
    default:
      return (
        <>
          <Typography sx={{ mb: 1 }}>{t.smsPreview}</Typography>
          <Typography component="blockquote" sx={{ whiteSpace: 'pre-wrap', borderLeft: 4, borderColor: 'divider', pl: 2 }}>
            {values.smsContent}
          </Typography>
        </>
      );
  }
}
