import type { AccountService, AccountServiceMeter } from '@wattle/contract';

/** The meter chosen on the Services page with its site and customer account; null when nothing is chosen. */
export interface ServiceSelection {
  siteId: number;
  accountId: number;
  meterId: number | null;
}

const isActive = (meter: AccountServiceMeter) => meter.meterStatusCode === 'ACTIVE';

/** Selecting a site (spec 3 §2.12): its first ACTIVE meter, else its first meter, else none. */
export function selectSite(services: readonly AccountService[], siteId: number): ServiceSelection | null {
  const accounts = services.filter((s) => s.siteId === siteId);
  if (accounts.length === 0) return null;
  const meters = accounts.flatMap((a) => a.meters);
  const meter = meters.find(isActive) ?? meters[0];
  const account = accounts.find((a) => a.meters.some((m) => m === meter)) ?? accounts[0]!;
  return { siteId, accountId: account.customerAccountId, meterId: meter?.id ?? null };
}

/** Selecting a meter: its site and customer account go to the session with it. */
export function selectMeter(services: readonly AccountService[], meterId: number): ServiceSelection | null {
  const account = services.find((s) => s.meters.some((m) => m.id === meterId));
  return account ? { siteId: account.siteId, accountId: account.customerAccountId, meterId } : null;
}

/**
 * On load (spec 3 §2.12): the session's meter when it is at the session's site (the user's own
 * choice, kept when they come back); else the session's site, as selecting it; without one (or
 * one the customer does not have) the first site with an active meter; else the first account's
 * first meter; else the first site without a meter; null without sites.
 */
export function initialSelection(services: readonly AccountService[], session: { siteId: number | null; meterId: number | null }): ServiceSelection | null {
  if (session.siteId !== null && services.some((s) => s.siteId === session.siteId)) {
    const kept = session.meterId === null ? null : selectMeter(services, session.meterId);
    return kept?.siteId === session.siteId ? kept : selectSite(services, session.siteId);
  }
  const withActive = services.find((s) => s.meters.some(isActive));
  if (withActive) return selectSite(services, withActive.siteId);
  const first = services[0];
  if (!first) return null;
  const meter = first.meters[0];
  return { siteId: first.siteId, accountId: first.customerAccountId, meterId: meter?.id ?? null };
}

/** The services tabs a selection may show: without a meter, none whose code names a meter, a read or usage. */
export const visibleTabs = <T extends { code: string }>(tabs: readonly T[], hasMeter: boolean): T[] =>
  hasMeter ? [...tabs] : tabs.filter((tab) => !/meter|read|usage/i.test(tab.code));

/** The site account a meter is billed through (the usage chart's account). */
export const siteAccountOf = (services: readonly AccountService[], meterId: number | null) =>
  meterId === null ? null : (services.find((s) => s.meters.some((m) => m.id === meterId)) ?? null);
