import { useEffect } from 'react';
import { useUnsavedChangesStore } from '../stores/unsavedChangesStore';

/**
 * For pages with forms: mirrors the form's dirty state into the unsaved-changes flag the navigation
 * guard reads, and clears it when the page goes away. Read `formState.isDirty` during render.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const setUnsavedChanges = useUnsavedChangesStore((s) => s.setUnsavedChanges);
  useEffect(() => setUnsavedChanges(isDirty), [isDirty, setUnsavedChanges]);
  useEffect(() => () => setUnsavedChanges(false), [setUnsavedChanges]);
}
