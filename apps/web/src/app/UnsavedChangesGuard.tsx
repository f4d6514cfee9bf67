import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { texts } from '@wattle/contract';
import { confirm } from '../components/notices/noticeStore';
import { useUnsavedChangesStore } from '../stores/unsavedChangesStore';

/**
 * Leaving a page with unsaved changes asks 'Your unsaved edits will be discarded.'; declining cancels
 * the navigation (spec 1 §2.1). Changing only the query of the same page is not leaving it.
 */
export function UnsavedChangesGuard() {
  // Read at navigation time: a sign-out clears the flag just before it navigates.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => useUnsavedChangesStore.getState().hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm(texts.navigation.unsavedEditsTitle, texts.navigation.unsavedEdits).then((leave) => {
      if (!active) return;
      if (leave) {
        useUnsavedChangesStore.getState().setUnsavedChanges(false);
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  return null;
}
