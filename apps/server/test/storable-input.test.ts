import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPaths, texts } from '@wattle/contract';
import { as, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Texts with NUL bytes are made storable before any schema sees them: a normal answer, never a 500. */
describe('NUL bytes in request texts', () => {
  it('sign-in with a NUL in the username is an ordinary wrong sign-in (the lock-out lookup does not fail)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf': '1' },
      payload: { username: 'nobody\u0000', password: 'Wrong123!', useDemoMode: false },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ isSuccess: false, messages: [{ message: texts.login.invalidCredentials, messageType: 'Error' }] });
  });

  it('a meter-read photo path of only NUL is refused as a bad query, one with a NUL is simply not found', async () => {
    const request = as(t.app, await login(t.app));
    const empty = await request({ method: 'GET', url: `/api${previewPaths.meterRead}?path=%00` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().isSuccess).toBe(false);
    const withNul = await request({ method: 'GET', url: `/api${previewPaths.meterRead}?path=photos%2Fa%00.jpg` });
    expect(withNul.statusCode).toBe(404);
    expect(withNul.json().isSuccess).toBe(false);
  });
});
