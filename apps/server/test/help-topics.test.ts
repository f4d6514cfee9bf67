import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_TRIAL_PARAMS,
  helpPageOf,
  HELP_PAGE_BASE,
  SEEDED_HELP_TOPICS,
  texts,
  type HelpTopic,
  type SectionConfig,
  type SectionDataResponse,
  type SystemParameter,
} from '@wattle/contract';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let call: Call;
let other: Call;
let scope: Scope;

const helpTopics = async (caller: Call) => (await caller({ method: 'GET', url: '/api/navigation/help-topics' })).json<HelpTopic[]>();

async function section(caller: Call = call) {
  const res = await caller({ method: 'GET', url: '/api/display/sections?codes=HELPTOPICS' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().sections as SectionConfig[])[0]!;
}

const dataUrl = (s: SectionConfig) => `/api/display/sections/${s.id}/data?parameters=${encodeURIComponent('{}')}`;
const save = (s: SectionConfig, values: Record<string, string | null>, version?: string | null, caller: Call = call) =>
  caller({
    method: 'POST',
    url: dataUrl(s),
    payload: { sectionControlType: 'DataGrid', items: [{ fields: Object.entries(values).map(([name, value]) => ({ name, value })), version }] },
  });
const rows = async (s: SectionConfig) => (await call({ method: 'GET', url: dataUrl(s) })).json<SectionDataResponse>().rows;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const tenant = await createTenant(t.database, 'HELPCO');
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
});
afterAll(() => t.close());

describe('the seeded Help menu', () => {
  it('opens in-product help pages, each of which exists', async () => {
    const topics = await helpTopics(call);
    expect(topics.map((h) => [h.name, h.url])).toEqual(SEEDED_HELP_TOPICS.map((h) => [h.name, h.url]));
    for (const topic of topics) {
      expect(topic.url.startsWith(`${HELP_PAGE_BASE}/`)).toBe(true);
      expect(helpPageOf(topic.url.slice(HELP_PAGE_BASE.length + 1)), topic.url).not.toBeNull();
    }
  });
});

describe('Maintenance » Help Topics (HELPTOPICS)', () => {
  it('adds, edits and deletes a topic; the Help menu follows in its order', async () => {
    const s = await section();
    expect(s.actions.map((a) => a.code)).toEqual(['ADD', 'EDIT', 'DELETE']);
    const added = await save(s, { id: '', name: 'Price plans', url: 'https://docs.example.com/price-plans', sortOrder: '1' });
    expect(added.statusCode, added.body).toBe(200);
    expect((await helpTopics(call))[0]).toMatchObject({ name: 'Price plans', url: 'https://docs.example.com/price-plans' });

    const row = (await rows(s)).find((r) => r.values.name === 'Price plans')!;
    const edited = await save(s, { id: row.key, name: 'Price plans', url: '/help/billing', sortOrder: '99' }, row.version);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await helpTopics(call)).at(-1)).toMatchObject({ name: 'Price plans', url: '/help/billing' });

    const deleted = await call({
      method: 'DELETE',
      url: dataUrl(s),
      payload: { sectionControlType: 'DataGrid', items: [{ fields: [{ name: 'id', value: row.key }] }] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await helpTopics(call)).map((h) => h.name)).not.toContain('Price plans');
  });

  it('refuses an address that is neither https:// nor a page of this application, and a topic without a name (400)', async () => {
    const s = await section();
    const before = await helpTopics(call);
    for (const url of ['http://help.example.com', 'javascript:alert(1)', '//evil.example.com/x', 'help/page']) {
      const res = await save(s, { id: '', name: 'Bad', url, sortOrder: '5' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages[0].message, url).toBe(texts.sectionRules.linkAddress);
    }
    expect((await save(s, { id: '', name: '', url: '/help/search', sortOrder: '5' })).statusCode).toBe(400);
    expect(await helpTopics(call)).toEqual(before);
  });

  it("keeps each company's topics its own", async () => {
    const s = await section();
    expect((await save(s, { id: '', name: 'Our own page', url: '/help/reports', sortOrder: '3' })).statusCode).toBe(200);
    expect((await helpTopics(other)).map((h) => h.name)).not.toContain('Our own page');
    const theirs = await section(other);
    const row = (await rows(s)).find((r) => r.values.name === 'Our own page')!;
    const res = await save(theirs, { id: row.key, name: 'Hijacked', url: '/help/reports', sortOrder: '3' }, row.version, other);
    expect(res.statusCode).toBe(404);
    expect((await helpTopics(call)).map((h) => h.name)).toContain('Our own page');
  });

  it('is the administrators’: every role reads the Help menu, only ADMIN and DEVELOPER open and change its topics', async () => {
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `help-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      expect((await helpTopics(caller)).length, roles).toBeGreaterThan(0);
      const admin = roles === 'ADMIN' || roles === 'DEVELOPER';
      expect((await caller({ method: 'GET', url: '/api/display/sections?codes=HELPTOPICS' })).statusCode, roles).toBe(admin ? 200 : 403);
      const res = await save(await section(), { id: '', name: `By ${roles || 'staff'}`, url: '/help/search', sortOrder: '7' }, undefined, caller);
      expect(res.statusCode, roles).toBe(admin ? 200 : 403);
    }
  });
});

describe('free-trial link parameters (System Settings, Free trial)', () => {
  const put = (id: number, parameter: string) => call({ method: 'PUT', url: `/api/system-settings/${id}`, payload: { parameter } });

  it('start blank (the in-product pages) and take a page of this application, an https:// address or an email', async () => {
    const settings = (await call({ method: 'GET', url: '/api/system-settings' })).json<SystemParameter[]>();
    const idOf = (code: string) => settings.find((p) => p.code === code)!.id;
    for (const code of [FREE_TRIAL_PARAMS.subscribeUrl, FREE_TRIAL_PARAMS.helpEmail, FREE_TRIAL_PARAMS.helpVideoUrl]) {
      expect(
        settings.find((p) => p.code === code),
        code,
      ).toMatchObject({ parameter: '', userVisible: true, access: true });
    }
    expect((await put(idOf(FREE_TRIAL_PARAMS.subscribeUrl), 'https://shop.example.com/subscribe')).statusCode).toBe(200);
    expect((await put(idOf(FREE_TRIAL_PARAMS.helpVideoUrl), '/help/getting-started')).statusCode).toBe(200);
    expect((await put(idOf(FREE_TRIAL_PARAMS.helpEmail), 'help@example.com')).statusCode).toBe(200);
    expect((await put(idOf(FREE_TRIAL_PARAMS.helpEmail), '')).statusCode).toBe(200);

    const badLink = await put(idOf(FREE_TRIAL_PARAMS.subscribeUrl), 'javascript:alert(1)');
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().messages[0].message).toBe(texts.systemSettings.badLinkAddress);
    const badEmail = await put(idOf(FREE_TRIAL_PARAMS.helpEmail), 'not an email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().messages[0].message).toBe(texts.systemSettings.badEmail);
    const parameters = (await call({ method: 'GET', url: '/api/users/system-parameters' })).json<
      Record<string, string> | { code: string; parameter: string }[]
    >();
    expect(JSON.stringify(parameters)).toContain('https://shop.example.com/subscribe');
  });
});
