import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { NavigationIdentifiers } from '../lib/navigationIdentifiers';

/** The session identifiers of spec 1 §3; null when not selected. */
export interface SessionIdentifiers {
  partyId: number | null;
  customerId: number | null;
  accountId: number | null;
  siteId: number | null;
  meterId: number | null;
  /** price_plan_id and network_node_id, used by the price plan and building screens. */
  pricePlanId: number | null;
  networkNodeId: number | null;
}

interface SessionState extends SessionIdentifiers {
  selectedCustomerTypeCode: string | null;
  /** The top-bar search text. */
  mainSearchValue: string;
  /** Stores the ids a link or a selected search result carries (absent ids become null). */
  setNavigationIdentifiers: (identifiers: NavigationIdentifiers) => void;
  setIdentifier: (name: 'pricePlanId' | 'networkNodeId', value: number | null) => void;
  /** The Services page's choice of a meter (or none): its site, customer account and meter (spec 3 §2.12). */
  selectMeter: (selection: Pick<SessionIdentifiers, 'siteId' | 'accountId' | 'meterId'>) => void;
  clearIdentifiers: () => void;
  setMainSearchValue: (value: string) => void;
  clear: () => void;
}

const noIdentifiers = {
  partyId: null,
  customerId: null,
  accountId: null,
  siteId: null,
  meterId: null,
  pricePlanId: null,
  networkNodeId: null,
  selectedCustomerTypeCode: null,
} satisfies SessionIdentifiers & { selectedCustomerTypeCode: null };

/** Session identifiers and the main search value, kept in session storage (spec 1 §4). */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...noIdentifiers,
      mainSearchValue: '',
      setNavigationIdentifiers: (identifiers) => set(identifiers),
      setIdentifier: (name, value) => set({ [name]: value }),
      selectMeter: (selection) => set(selection),
      clearIdentifiers: () => set(noIdentifiers),
      setMainSearchValue: (mainSearchValue) => set({ mainSearchValue }),
      clear: () => set({ ...noIdentifiers, mainSearchValue: '' }),
    }),
    {
      name: 'wattle.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ partyId, customerId, accountId, siteId, meterId, pricePlanId, networkNodeId, selectedCustomerTypeCode, mainSearchValue }) => ({
        partyId,
        customerId,
        accountId,
        siteId,
        meterId,
        pricePlanId,
        networkNodeId,
        selectedCustomerTypeCode,
        mainSearchValue,
      }),
    },
  ),
);
