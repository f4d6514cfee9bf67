import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SystemParameter, UserSettings } from '@wattle/contract';

interface SystemState {
  /** Parameter values by code, e.g. DATE_FORMAT → DD/MM/YYYY. */
  parameters: Record<string, string>;
  userSettings: UserSettings | null;
  setParameters: (parameters: readonly Pick<SystemParameter, 'code' | 'parameter'>[]) => void;
  setUserSettings: (settings: UserSettings) => void;
  clear: () => void;
}

/** System parameters and user settings, kept in local storage (spec 1 §4). */
export const useSystemStore = create<SystemState>()(
  persist(
    (set) => ({
      parameters: {},
      userSettings: null,
      setParameters: (parameters) => set({ parameters: Object.fromEntries(parameters.map((p) => [p.code, p.parameter])) }),
      setUserSettings: (userSettings) => set({ userSettings }),
      clear: () => set({ parameters: {}, userSettings: null }),
    }),
    {
      name: 'wattle.system',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ parameters, userSettings }) => ({ parameters, userSettings }),
    },
  ),
);

/** One parameter's value, or undefined when the server has not sent it. */
export const useSystemParameter = (code: string): string | undefined => useSystemStore((s) => s.parameters[code]);
