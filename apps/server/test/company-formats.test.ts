import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFormatsOf, DEFAULT_COMPANY_FORMATS, PARAMS, type CustomerSummary } from '@wattle/contract';
import { systemParameters } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';
import type { Scope } from './search-fixtures';

/** issue 25 h: CURRENCY and DATE_FORMAT are read one way (contract `companyFormatsOf`), by every server path and the browser. */
let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let fixture: CustomerFixture;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  fixture = await addCustomerFixture(t.database, scope, 'RESIDENT');
});
afterAll(() => t.close());

const setParameter = (code: string, value: string) =>
  t.database.db
    .update(systemParameters)
    .set({ parameter: value })
    .where(and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, scope.dataset), eq(systemParameters.code, code)));

describe('company formats', () => {
  it('trims a parameter and takes the default for a missing or blank one', () => {
    const of = (values: Record<string, string>) => companyFormatsOf((code) => values[code]);
    expect(of({})).toEqual(DEFAULT_COMPANY_FORMATS);
    expect(of({ [PARAMS.currency]: '  ', [PARAMS.dateFormat]: '' })).toEqual(DEFAULT_COMPANY_FORMATS);
    expect(of({ [PARAMS.currency]: ' € ', [PARAMS.dateFormat]: ' YYYY-MM-DD ' })).toEqual({ currency: '€', dateFormat: 'YYYY-MM-DD' });
  });

  it('shows the customer summary in them: a blank CURRENCY is the default symbol, a padded DATE_FORMAT its format', async () => {
    await setParameter(PARAMS.currency, '   ');
    await setParameter(PARAMS.dateFormat, ' YYYY-MM-DD ');
    const summary = (await call({ method: 'GET', url: `/api/customers/${fixture.customerId}/summary` })).json<CustomerSummary>();
    expect(summary.items.find((i) => i.name === 'Last Payment')!.value).toBe('$50.00 on 2025-01-10');
  });
});
