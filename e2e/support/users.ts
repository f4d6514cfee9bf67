/** Changing users through the USERS section as the administrator does on the Users page. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SectionDataResponse } from '@wattle/contract';
import { sectionConfig } from '../sections.world';
import { waitForEmailTo } from './mail';
import type { Credentials } from './session';

/** Gives the signed-in administrator the roles `userRoles` (e.g. ReadOnly); the change applies from the next sign-in. */
export async function setOwnRoles(api: APIRequestContext, base: string, userRoles: string) {
  const users = await sectionConfig(api, base, 'USERS');
  const data = (await (await api.get(`${base}/api/display/sections/${users.id}/data?search=admin`)).json()) as SectionDataResponse;
  const me = data.rows.find((r) => r.values.username === 'admin')!;
  const res = await api.post(`${base}/api/display/sections/${users.id}/data?parameters=${encodeURIComponent('{}')}`, {
    headers: { 'X-CSRF': '1' },
    data: {
      sectionControlType: 'DataGrid',
      items: [
        {
          fields: ['firstName', 'lastName', 'emailAddress', 'isActive']
            .map((name) => ({ name, value: me.values[name] ?? null }))
            .concat({ name: 'id', value: me.key }, { name: 'userRoles', value: userRoles }),
          version: me.version,
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export interface StaffUserOptions {
  /** The username's start (a number follows). */
  prefix: string;
  /** Roles to give (none: a user who may change data). */
  roles: readonly string[];
  /** The SMTP sink of the server at `base` (default: the shared server's). */
  mailDir?: string;
}

/** A new staff user, invited by the signed-in administrator, with a password set through the invitation's link. */
export async function invitedStaffUser(page: Page, base: string, { prefix, roles, mailDir }: StaffUserOptions): Promise<Credentials> {
  const csrf = { 'X-CSRF': '1' };
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const emailAddress = `${username}@example.test`;
  const password = 'Welcome42pass';
  const since = Date.now();
  const res = await page.request.post(`${base}/api/users/staff`, {
    headers: csrf,
    data: { firstName: 'Sam', lastName: 'Staff', emailAddress, username, roles },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const mail = await waitForEmailTo(emailAddress, since, 15_000, mailDir);
  const link = new URL(/http:\/\/\S+\/reset-password\?\S+/.exec(mail.text ?? '')![0]);
  const reset = await page.request.post(`${base}/api/reset-password`, {
    headers: csrf,
    data: { username: link.searchParams.get('user'), guid: link.searchParams.get('guid'), password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return { username, password };
}
