/** Changing users through the USERS section as the administrator does on the Users page. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { SectionDataResponse } from '@wattle/contract';
import { sectionConfig } from '../sections.world';

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
