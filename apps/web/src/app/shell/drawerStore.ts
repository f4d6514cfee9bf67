import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DRAWER_REOPEN_MS } from '@wattle/contract';
import { isCompactScreen } from './shellLayout';

interface DrawerState {
  /** Pinned: always expanded beside the page. Unpinned: a narrow rail that expands while hovered. */
  pinned: boolean;
  /** Shown at all (the top bar's menu toggle). */
  open: boolean;
  toggle: () => void;
  close: () => void;
  pin: () => void;
  unpin: () => void;
}

let reopenTimer: ReturnType<typeof setTimeout> | undefined;

/** The side drawer's state; the pin is remembered in local storage. */
export const useDrawerStore = create<DrawerState>()(
  persist(
    (set) => ({
      pinned: true,
      // On a phone or tablet the drawer is temporary: it starts closed.
      open: !isCompactScreen(),
      toggle: () => {
        clearTimeout(reopenTimer);
        set((s) => ({ open: !s.open }));
      },
      close: () => {
        clearTimeout(reopenTimer);
        set({ open: false });
      },
      pin: () => {
        clearTimeout(reopenTimer);
        set({ pinned: true, open: true });
      },
      /** Unpinning closes the drawer and re-opens it as the hover rail 500 ms later (spec 1 §2.6). */
      unpin: () => {
        clearTimeout(reopenTimer);
        set({ pinned: false, open: false });
        reopenTimer = setTimeout(() => set({ open: true }), DRAWER_REOPEN_MS);
      },
    }),
    { name: 'wattle.drawer', storage: createJSONStorage(() => localStorage), partialize: ({ pinned }) => ({ pinned }) },
  ),
);
