import { create } from 'zustand';

interface UnsavedChangesState {
  /** Set by a page when one of its fields changes; the navigation guard reads it. */
  hasUnsavedChanges: boolean;
  setUnsavedChanges: (value: boolean) => void;
}

export const useUnsavedChangesStore = create<UnsavedChangesState>()((set) => ({
  hasUnsavedChanges: false,
  setUnsavedChanges: (hasUnsavedChanges) => set({ hasUnsavedChanges }),
}));
