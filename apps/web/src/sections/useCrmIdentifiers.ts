import { useShallow } from 'zustand/react/shallow';
import type { CrmIdentifiers } from '@wattle/contract';
import { useSessionStore } from '../stores/sessionStore';

/** The session identifiers section calls are made for. */
export const useCrmIdentifiers = (): CrmIdentifiers =>
  useSessionStore(useShallow((s) => ({ partyId: s.partyId, customerId: s.customerId, accountId: s.accountId, siteId: s.siteId, meterId: s.meterId })));
