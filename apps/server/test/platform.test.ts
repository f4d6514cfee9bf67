import { texts } from '@wattle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform conventions', () => {
  it('answers health without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ isSuccess: false, messages: [{ message: 'Route GET /api/no-such-thing not found.', messageType: 'NotFound' }] });
  });

  it('refuses a state-changing request without X-CSRF', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Admin123!' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().isSuccess).toBe(false);
  });

  it('reports each invalid field as a 400 envelope, never a stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-csrf': '1' }, payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.isSuccess).toBe(false);
    expect(body.messages[0].message).toMatch(/^password: /);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });

  it('reads ids in paths and queries as decimal digits only, never as other number notations', async () => {
    const call = as(t.app, await login(t.app));
    for (const id of ['0x1', '1e3', '+1', ' 1', '1.0', '0b1']) {
      for (const url of [
        `/api/display/sections/${encodeURIComponent(id)}/table-headers`,
        `/api/search/search-by-id?searchContext=Customer&entityId=${encodeURIComponent(id)}`,
      ]) {
        const res = await call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().messages[0].message, url).toContain(texts.server.badId);
      }
    }
    expect((await call({ method: 'GET', url: '/api/display/sections/1/table-headers' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });

  it('signs in and out; the old cookie is refused afterwards', async () => {
    const cookie = await login(t.app);
    const call = as(t.app, cookie);
    expect((await call({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    const after = await call({ method: 'POST', url: '/api/logout' });
    expect(after.statusCode).toBe(200);
  });
});
