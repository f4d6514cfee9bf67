import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wattle/contract';
import type { Endpoint } from '@wattle/contract';
import { createTestApp, type TestApp } from './helpers';
import { registeredRoutes } from './openapi-fixtures';

/** Every endpoint the contract exports, as `METHOD /api/path/{param}`. */
const contractRoutes = Object.entries(contract)
  .filter(([name]) => /Endpoints$/.test(name))
  .flatMap(([, endpoints]) => Object.values(endpoints as Record<string, Endpoint>))
  .map((endpoint) => `${endpoint.method} /api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);

/** Not API operations: the OpenAPI pages, and the development stand-in for the SSO provider (hidden on purpose). */
const NOT_ENDPOINTS = /^(HEAD|OPTIONS) |^\w+ \/api\/docs|^\w+ \/api\/sso\/sandbox\//;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('typed endpoints', () => {
  it('the /api routes are exactly the contract endpoints (each registered with registerEndpoint)', async () => {
    await t.app.ready();
    const routes = registeredRoutes(t.app).filter((route) => / \/api\//.test(route) && !NOT_ENDPOINTS.test(route));
    expect([...new Set(routes)].sort()).toEqual([...contractRoutes].sort());
  });
});
