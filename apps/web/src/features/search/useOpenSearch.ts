import { useCallback } from 'react';
import { texts } from '@wattle/contract';
import { confirm } from '../../components/notices/noticeStore';
import { useUnsavedChangesStore } from '../../stores/unsavedChangesStore';
import { useSearchDialogStore } from './searchDialogStore';

/** Opens the search dialog; with unsaved edits on the page it first asks 'Your unsaved edits will be discarded.' */
export function useOpenSearch() {
  return useCallback(async (initialText: string) => {
    const unsaved = useUnsavedChangesStore.getState();
    if (unsaved.hasUnsavedChanges) {
      if (!(await confirm(texts.navigation.unsavedEditsTitle, texts.navigation.unsavedEdits))) return;
      unsaved.setUnsavedChanges(false);
    }
    useSearchDialogStore.getState().show(initialText);
  }, []);
}
