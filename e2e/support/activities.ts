/** Activities for the Notes and Activities and activity dialog specs: a customer of their own, activities through the API, a ReadOnly user. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { texts, type Activity, type ActivityLookups, type CustomerAccount } from '@wattle/contract';
import { customerLink } from '../sections.world';
import type { Credentials } from './session';
import { invitedStaffUser } from './users';

const csrf = { 'X-CSRF': '1' };

export async function activityLookups(request: APIRequestContext, base: string): Promise<ActivityLookups> {
  const res = await request.get(`${base}/api/activities/lookups`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ActivityLookups;
}

export const byCode = <T extends { code: string }>(items: T[], code: string) => items.find((i) => i.code === code)!;

/**
 * A customer whose activities the spec alone touches: the first with an account from `firstId`
 * on, its existing activities removed so that the counts are the spec's.
 */
export async function customerOfOurOwn(request: APIRequestContext, base: string, firstId: number) {
  for (let customerId = firstId; customerId < firstId + 50; customerId++) {
    const res = await request.get(`${base}/api/customers/${customerId}/account`);
    if (!res.ok()) continue;
    const account = (await res.json()) as CustomerAccount;
    const existing = (await (await request.get(`${base}/api/customers/${customerId}/activities?pageSize=-1`)).json()) as { items: Activity[] };
    for (const a of existing.items) expect((await request.delete(`${base}/api/activities/${a.id}`, { headers: csrf })).ok()).toBe(true);
    return { account, link: (pagePath: string) => customerLink(base, account, pagePath) };
  }
  throw new Error(`no customer with an account from ${firstId}`);
}

export async function addActivities(request: APIRequestContext, base: string, list: Record<string, unknown>[]): Promise<Activity[]> {
  const res = await request.post(`${base}/api/activities`, { headers: csrf, data: list });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Activity[];
}

/** A new ReadOnly staff user, invited by the signed-in administrator, with a password set through the invitation. */
export const readOnlyUser = (page: Page, base: string): Promise<Credentials> => invitedStaffUser(page, base, { prefix: 'actreader', roles: ['ReadOnly'] });

export const t = texts.activities;
