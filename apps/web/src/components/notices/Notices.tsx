import { lazy, Suspense, useState } from 'react';
import { useNoticeStore } from './noticeStore';

const NoticeDialogs = lazy(() => import('./NoticeDialogs').then((m) => ({ default: m.NoticeDialogs })));

/**
 * Mounts the notice dialogs once the first notice is raised: their code stays out of the first
 * screen's bundle and stays mounted afterwards so closing animations run.
 */
export function Notices() {
  const raised = useNoticeStore((s) => s.popup !== null || s.snack !== null || s.confirmRequest !== null);
  const [mounted, setMounted] = useState(false);
  if (raised && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <NoticeDialogs />
    </Suspense>
  ) : null;
}
