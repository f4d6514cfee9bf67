import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAddress, texts, type PricePlan } from '@wattle/contract';
import { brands, companies, meters, systemParameters } from '../src/db/schema/index';
import { createTrialCompany } from '../src/seed/trial/create-trial-company';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser } from './search-fixtures';
import { definition, inLive, lookupValue, pages, submit, type Call } from './wizards-fixtures';

let t: TestApp;
let trial: Call;
let trialCompany: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-trial-'));
const info = async (call: Call, username = 'trial.owner') => {
  const res = await call({ method: 'GET', url: `/api/users/free-trial-info?username=${username}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const created = await createTrialCompany(t.database.db, {
    code: 'sunrise',
    username: 'trial.owner',
    password: 'Trial123!',
    name: 'Sunrise Power',
    firstName: 'Tess',
    lastName: 'Trial',
    email: 'tess@sunrise.test',
    days: 14,
  });
  trialCompany = created.companyId;
  trial = as(t.app, await login(t.app, 'trial.owner', 'Trial123!'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('create-trial-company', () => {
  it('makes a free-trial company whose administrator signs in as a free-trial user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf': '1' },
      payload: { username: 'trial.owner', password: 'Trial123!', useDemoMode: false },
    });
    expect(res.json().user).toMatchObject({ username: 'trial.owner', companyCode: 'SUNRISE', freeTrial: true, firstName: 'Tess', lastName: 'Trial' });
  });

  it('refuses a taken code or username and a weak password', async () => {
    await expect(createTrialCompany(t.database.db, { code: 'SUNRISE', username: 'other', password: 'Trial123!' })).rejects.toThrow(
      'Company SUNRISE already exists.',
    );
    await expect(createTrialCompany(t.database.db, { code: 'DAWN', username: 'TRIAL.owner', password: 'Trial123!' })).rejects.toThrow(
      'Username TRIAL.owner is taken.',
    );
    await expect(createTrialCompany(t.database.db, { code: 'DAWN', username: 'dawn', password: 'short' })).rejects.toThrow(texts.reset.passwordLength);
  });
});

describe('the free-trial journey (spec 3 §2.14)', () => {
  it('starts with days left and nothing ticked; only about the signed-in user', async () => {
    expect(await info(trial)).toEqual({ status: 200, body: { daysRemaining: 14, pricePlan: 'N', hasCustomers: 'N', hasMeters: 'N' } });
    expect((await info(trial, 'admin')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/free-trial-info?username=trial.owner' })).statusCode).toBe(401);
  });

  it('step 1 ONBOARDING: the welcome page for trial users, then the profile sets ISLIVE', async () => {
    const def = await definition(trial, 'ONBOARDING');
    expect(def.pages[0]).toMatchObject({ pageCode: 'WELCOME', freeTrialOnly: true });
    const initial = await trial({
      method: 'POST',
      url: '/api/wizards/ONBOARDING/pages/PROFILE/initial-values',
      payload: { wizardSubmissionData: { wizardCode: 'ONBOARDING', pages: [] }, crmIdentifiers: {} },
    });
    expect(initial.json()).toEqual(expect.arrayContaining([{ name: 'companyName', value: 'Sunrise Power' }]));
    const answers = pages([
      ['WELCOME', {}],
      ['PROFILE', { companyName: 'Sunrise Power Co', logo: '', brandColour: '#1E88E5' }],
      ['CONTACT', { contactEmail: 'hello@sunrise.test', contactPhone: '02 9000 0000', website: 'https://sunrise.test' }],
      ['TERMS', { acceptTerms: 'N' }],
    ]);
    const refused = await submit(trial, 'ONBOARDING', answers);
    expect(refused.body.messages[0]!.message).toBe(`I agree to the terms and conditions: ${texts.fields.terms}`);
    answers[3]!.items[0]!.value = 'Y';
    expect((await submit(trial, 'ONBOARDING', answers)).body).toEqual({
      isSuccess: true,
      messages: [{ message: texts.wizard.profileSaved, messageType: 'Success' }],
    });
    await inLive(t, trialCompany, async (tx) => {
      expect((await tx.select().from(systemParameters).where(eq(systemParameters.code, 'ISLIVE')))[0]!.parameter).toBe('Y');
      expect((await tx.select().from(brands).where(eq(brands.isDefault, true)))[0]).toMatchObject({
        name: 'Sunrise Power Co',
        colour: '#1E88E5',
        emailFrom: 'hello@sunrise.test',
      });
    });
    expect((await t.database.db.select().from(companies).where(eq(companies.id, trialCompany)))[0]!.name).toBe('Sunrise Power Co');
  });

  it('step 2 FREETRIALPRICE ticks pricePlan', async () => {
    const power = await lookupValue(trial, 'PRODUCTTYPE', 'Electricity');
    const network = await lookupValue(trial, 'NETWORK', 'Ausgrid', { productTypeId: power });
    const answers = { productType: power, network, startDate: '2025-03-01', description: 'Flat rate', dailyCharge: '0.99', usageRate: '0.31' };
    const plan = pages([['PLAN', { ...answers, code: 'SUNRISE-FLAT' }]]);
    expect((await submit(trial, 'FREETRIALPRICE', plan)).body.messages[0]!.message).toBe(texts.wizard.pricePlanCreated('SUNRISE-FLAT'));
    expect((await submit(trial, 'FREETRIALPRICE', plan)).body).toEqual({
      isSuccess: false,
      messages: [{ message: `Plan code: ${texts.pricePlan.codeTaken}`, messageType: 'Error' }],
    });
    // The code is compared trimmed, as the editor compares it (issue 25 b).
    const padded = pages([['PLAN', { ...answers, code: ' SUNRISE-FLAT ' }]]);
    expect((await submit(trial, 'FREETRIALPRICE', padded)).body.messages[0]!.message).toBe(`Plan code: ${texts.pricePlan.codeTaken}`);
    const longCode = pages([['PLAN', { ...answers, code: 'X'.repeat(21) }]]);
    expect((await submit(trial, 'FREETRIALPRICE', longCode)).body.messages[0]!.message).toBe('Plan code: Maximum 20 characters.');
    expect((await info(trial)).body).toEqual({ daysRemaining: 14, pricePlan: 'Y', hasCustomers: 'N', hasMeters: 'N' });
  });

  it("step 2's plan is the price plan editor's: it opens and saves unchanged in the editor", async () => {
    const id = await lookupValue(trial, 'PRICEPLAN', 'SUNRISE-FLAT');
    const saved = await trial({ method: 'GET', url: `/api/price-plan/${id}` });
    expect(saved.json()).toMatchObject({ code: 'SUNRISE-FLAT', networkCode: 'AUSGRID', fixedRate: null, isBundled: true });
    const plan = saved.json<PricePlan>();
    expect(plan.fixedCharges).toEqual([expect.objectContaining({ invoiceDescription: texts.pricePlan.dailyCharge, itemCategory: expect.any(Number) })]);
    expect(plan.variableCharges).toEqual([expect.objectContaining({ invoiceDescription: texts.pricePlan.usageCharge, itemCategory: expect.any(Number) })]);
    const put = await trial({ method: 'PUT', url: `/api/price-plan/${id}`, payload: plan });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(plan);
  });

  it("step 2 refuses what the editor refuses, under the page's prompts, and writes nothing", async () => {
    const power = await lookupValue(trial, 'PRODUCTTYPE', 'Electricity');
    const gasNetwork = await lookupValue(trial, 'NETWORK', 'Jemena', { productTypeId: await lookupValue(trial, 'PRODUCTTYPE', 'Gas') });
    const answers = {
      productType: power,
      network: gasNetwork,
      startDate: '2025-03-01',
      code: 'WRONG-NET',
      description: 'Wrong network',
      dailyCharge: '1',
      usageRate: '1',
    };
    expect((await submit(trial, 'FREETRIALPRICE', pages([['PLAN', answers]]))).body.messages[0]!.message).toBe(`Network: ${texts.fields.pleaseSelect}`);
    expect((await trial({ method: 'GET', url: `/api/lookups/PRICEPLAN/values?parameters=${encodeURIComponent('{}')}` })).body).not.toContain('WRONG-NET');
  });

  it('step 3 FREETRIALCUST creates a building, customer and site and ticks hasCustomers', async () => {
    const power = await lookupValue(trial, 'PRODUCTTYPE', 'Electricity');
    const res = await submit(
      trial,
      'FREETRIALCUST',
      pages([
        [
          'CUSTOMER',
          {
            firstName: 'Fiona',
            lastName: 'First',
            email: 'fiona@example.com',
            mobilePhone: '',
            homePhone: '',
            workPhone: '',
            postalAddress: encodeAddress({ street: '3 Sun St', suburb: 'Newtown', state: 'NSW', postcode: '2042' }),
          },
        ],
        [
          'SITE',
          {
            buildingCode: 'sun1',
            buildingName: 'Sun Towers',
            buildingAddress: encodeAddress({ street: '3 Sun St', suburb: 'Newtown', state: 'NSW', postcode: '2042' }),
            unitNumber: '7',
            productType: power,
            siteIdentifier: '4102000007',
          },
        ],
        [
          'ACCOUNT',
          {
            startDate: '2025-03-01',
            billingCycle: await lookupValue(trial, 'BILLINGCYCLE', 'Monthly'),
            pricePlan: await lookupValue(trial, 'PRICEPLAN', 'SUNRISE-FLAT', { productTypeId: power }),
            correspondence: await lookupValue(trial, 'DELIVERYMETHOD', 'Post'),
          },
        ],
      ]),
    );
    expect(res.body.messages[0]!.message).toMatch(/^Customer \d+ created\.$/);
    expect((await info(trial)).body).toEqual({ daysRemaining: 14, pricePlan: 'Y', hasCustomers: 'Y', hasMeters: 'N' });
    expect(await lookupValue(trial, 'BUILDING', 'SUN1 - Sun Towers')).toMatch(/^\d+$/);
  });

  it('step 4 FREETRIALMETER adds a meter to the account', async () => {
    const account = await lookupValue(trial, 'UTILITYACCOUNT', 'Unit 7, 3 Sun St, Newtown NSW 2042');
    const meterType = await lookupValue(trial, 'METERTYPE', '', { utilityAccountId: account });
    const meter = pages([['METER', { utilityAccount: account, meterCode: 'SUN-0001', meterType, multiplier: '1', installDate: '2025-03-01' }]]);
    expect((await submit(trial, 'FREETRIALMETER', meter)).body.messages[0]!.message).toBe(texts.wizard.meterCreated('SUN-0001'));
    expect((await submit(trial, 'FREETRIALMETER', meter)).body.messages[0]!.message).toBe(texts.wizard.meterExists('SUN-0001'));
    await inLive(t, trialCompany, async (tx) => expect((await tx.select().from(meters)).map((m) => m.meterCode)).toEqual(['SUN-0001']));
    expect((await info(trial)).body.hasMeters).toBe('Y');
  });
});

describe('free-trial-only pages and roles', () => {
  it('skips the welcome page for other users: a submission starting there is forged', async () => {
    const admin = as(t.app, await login(t.app));
    const withWelcome = pages([
      ['WELCOME', {}],
      ['PROFILE', { companyName: 'Acme', logo: '', brandColour: '#FF0000' }],
      ['CONTACT', { contactEmail: 'a@acme.test', contactPhone: '1', website: '' }],
      ['TERMS', { acceptTerms: 'Y' }],
    ]);
    expect((await submit(admin, 'ONBOARDING', withWelcome)).body.messages[0]!.message).toBe(texts.wizard.pageOrder);
    expect((await submit(admin, 'ONBOARDING', withWelcome.slice(1))).status).toBe(200);
  });

  it('keeps the company profile to administrators', async () => {
    const clerk = as(t.app, await login(t.app, await createUser(t.database, trialCompany, 'sunrise.clerk', 'CLERK'), 'Fixture123!'));
    expect((await clerk({ method: 'GET', url: '/api/wizards?wizardCode=ONBOARDING' })).statusCode).toBe(403);
    expect((await clerk({ method: 'GET', url: '/api/wizards?wizardCode=FREETRIALPRICE' })).statusCode).toBe(200);
  });
});
