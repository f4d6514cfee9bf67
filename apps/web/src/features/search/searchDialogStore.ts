import { create } from 'zustand';

interface SearchDialogState {
  open: boolean;
  /** Bumped on every opening: the dialog is mounted afresh for each. */
  openCount: number;
  initialText: string;
  show: (initialText: string) => void;
  close: () => void;
}

/** Whether the fullscreen search dialog is open, and with which text (the top bar opens it). */
export const useSearchDialogStore = create<SearchDialogState>()((set) => ({
  open: false,
  openCount: 0,
  initialText: '',
  show: (initialText) => set((s) => ({ open: true, initialText, openCount: s.openCount + 1 })),
  close: () => set({ open: false }),
}));
