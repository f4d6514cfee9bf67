import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '@wattle/contract';

interface AuthState {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  clear: () => void;
}

/** The signed-in user, kept in local storage (spec 1 §4). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clear: () => set({ user: null }),
    }),
    { name: 'wattle.auth', storage: createJSONStorage(() => localStorage), partialize: ({ user }) => ({ user }) },
  ),
);

/** A user counts as signed in when a username exists (spec 1 §3). */
export const isSignedIn = () => Boolean(useAuthStore.getState().user?.username);
