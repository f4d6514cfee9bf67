import { useMemo } from 'react';
import { texts } from '@wattle/contract';
import { EmailPreview } from '../../../components/EmailPreview';
import { getEmailPreview } from './correspondenceApi';

/** A NEW email as it will be sent. */
export function EmailPreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const target = useMemo(() => ({ title: texts.dashboard.previewEmail, load: (signal: AbortSignal) => getEmailPreview(id, signal) }), [id]);
  return <EmailPreview target={target} onClose={onClose} />;
}
