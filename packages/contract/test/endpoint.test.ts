import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index';
import { defineEndpoint, endpointPath, type Endpoint } from '../src/endpoint';

/** Every endpoint the contract exports (each area's `<area>Endpoints` object). */
const allEndpoints = Object.entries(contract)
  .filter(([name]) => /Endpoints$/.test(name))
  .flatMap(([group, endpoints]) => Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })));

describe('defineEndpoint', () => {
  it('keeps the definition as written', () => {
    const params = z.object({ id: z.string() });
    const endpoint = defineEndpoint({ method: 'GET', path: '/price-plan/:id', params, errors: [404], tags: ['price plans'] });
    expect(endpoint).toEqual({ method: 'GET', path: '/price-plan/:id', params, errors: [404], tags: ['price plans'] });
  });

  it('fills path parameters, URL-encoded, and refuses a missing one', () => {
    expect(endpointPath('/wizards/:wizardCode/pages/:pageCode/submit', { wizardCode: 'NEW CUST', pageCode: 'a/b' })).toBe(
      '/wizards/NEW%20CUST/pages/a%2Fb/submit',
    );
    expect(endpointPath('/dashboard/processes/:id/export', { id: 12 })).toBe('/dashboard/processes/12/export');
    expect(endpointPath('/search/search-by-text', undefined)).toBe('/search/search-by-text');
    expect(() => endpointPath('/price-plan/:id', {})).toThrow('/price-plan/:id: no value for :id');
  });
});

describe('the contract endpoints', () => {
  it('are found', () => {
    expect(allEndpoints.length).toBeGreaterThan(80);
  });

  it.each(allEndpoints)('$name: the params schema names exactly the path parameters', ({ endpoint }) => {
    const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it('give each method and path once', () => {
    const routes = allEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('send a body only with a method that carries one, and an upload only by POST', () => {
    for (const { name, endpoint } of allEndpoints) {
      if (endpoint.body) expect(['POST', 'PUT', 'DELETE'], name).toContain(endpoint.method);
      if (endpoint.kind === 'upload') expect([endpoint.method, endpoint.body], name).toEqual(['POST', undefined]);
    }
  });
});
