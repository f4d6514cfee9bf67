import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, encodeAddress, PARAMS, texts, yearsBefore, type CustomerTypeCode } from '@wattle/contract';
import {
  auditLog,
  customerAccounts,
  customerNotes,
  customers,
  meters,
  numberCounters,
  parties,
  pricePlans,
  productSubTypes,
  searchEntries,
  systemParameters,
  sites,
  transactions,
  utilityAccounts,
} from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser } from './search-fixtures';
import { addBuilding, companyId, definition, inLive, lookupValue, nextIndex, pages, rowCount, submit, type Call } from './wizards-fixtures';

let t: TestApp;
let call: Call;
let acme: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-wizards-'));
const ids = { building: '', power: '', plan: '', monthly: '', email: '', meterType: '' };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  call = as(t.app, await login(t.app));
  acme = await companyId(t);
  ids.building = String(await addBuilding(t, acme, 'HARBOUR1'));
  ids.power = await lookupValue(call, 'PRODUCTTYPE', 'Electricity');
  const plan = await submit(
    call,
    'FREETRIALPRICE',
    pages([
      [
        'PLAN',
        {
          productType: ids.power,
          network: await lookupValue(call, 'NETWORK', 'Ausgrid', { productTypeId: ids.power }),
          startDate: '2025-01-01',
          code: 'RES1',
          description: 'Residential flat',
          dailyCharge: '1.10',
          usageRate: '0.2875',
        },
      ],
    ]),
  );
  expect(plan).toEqual({ status: 200, body: { isSuccess: true, messages: [{ message: texts.wizard.pricePlanCreated('RES1'), messageType: 'Success' }] } });
  ids.plan = await lookupValue(call, 'PRICEPLAN', 'RES1', { productTypeId: ids.power });
  ids.monthly = await lookupValue(call, 'BILLINGCYCLE', 'Monthly');
  ids.email = await lookupValue(call, 'DELIVERYMETHOD', 'Email');
  ids.meterType = (
    await call({ method: 'GET', url: `/api/lookups/METERTYPE/values?parameters=${encodeURIComponent(JSON.stringify({ productTypeId: ids.power }))}` })
  ).json()[0].value;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const details: Record<CustomerTypeCode, [string, Record<string, string>]> = {
  RESIDENT: ['PERSON', { title: 'Ms', firstName: 'Ruby', lastName: 'Resident', dateOfBirth: '1980-05-17' }],
  OCCUPIER: ['PERSON', { title: '', firstName: 'Oscar', lastName: 'Occupier', dateOfBirth: '' }],
  COMPANY: [
    'COMPANY',
    { companyName: 'Coastal Bakery Pty Ltd', abn: '51 824 753 556', tradingName: 'Coastal Bakery', contactFirstName: 'Cara', contactLastName: 'Baker' },
  ],
  SUNDRY: ['SUNDRY', { sundryName: 'Harbour Strata Committee', sundryContactFirstName: '', sundryContactLastName: '' }],
};

let siteNumber = 0;
/** A complete NEWCUSTOMER submission; `change` alters answers by page. */
function newCustomer(type: CustomerTypeCode, options: { meter?: boolean; change?: Record<string, Record<string, string>> } = {}) {
  const change = options.change ?? {};
  const [detailsPage, detailsAnswers] = details[type];
  const entries: [string, Record<string, string>][] = [
    ['TYPE', { customerType: type }],
    [detailsPage, detailsAnswers],
    [
      'CONTACT',
      {
        email: `${type.toLowerCase()}@example.com`,
        mobilePhone: '0412 345 678',
        homePhone: '',
        workPhone: '',
        postalAddress: encodeAddress({ street: 'PO Box 12', suburb: 'Sydney', state: 'NSW', postcode: '2001' }),
      },
    ],
    [
      'SITE',
      {
        building: ids.building,
        unitNumber: String(++siteNumber),
        productType: ids.power,
        siteIdentifier: `410200${String(siteNumber).padStart(4, '0')}`,
        addMeter: options.meter ? 'Y' : 'N',
      },
    ],
    ...(options.meter
      ? [
          ['METER', { meterCode: `M-${type}-${siteNumber}`, meterType: ids.meterType, multiplier: '1', installDate: '2025-02-01' }] as [
            string,
            Record<string, string>,
          ],
        ]
      : []),
    [
      'ACCOUNT',
      {
        startDate: '2025-02-01',
        billingCycle: ids.monthly,
        pricePlan: ids.plan,
        correspondence: ids.email,
        paymentTermsDays: '14',
        openingBalance: '120.50',
        termsAccepted: 'Y',
      },
    ],
  ];
  return pages(entries.map(([code, answers]) => [code, { ...answers, ...change[code] }]));
}

const tables = { customers, parties, sites, customerAccounts, utilityAccounts, meters, transactions, customerNotes };
async function counts() {
  return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await rowCount(t, acme, table)] as const)));
}

describe('NEWCUSTOMER definition and branching', () => {
  it('serves the definition and refuses an unknown wizard or a caller without a session', async () => {
    const def = await definition(call, 'NEWCUSTOMER');
    expect(def.pages.map((p) => p.pageCode)).toEqual(['TYPE', 'PERSON', 'COMPANY', 'SUNDRY', 'CONTACT', 'SITE', 'METER', 'ACCOUNT']);
    expect(def.pages.at(-1)!.allowFinish).toBe(true);
    expect((await call({ method: 'GET', url: '/api/wizards?wizardCode=NOPE' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/wizards?wizardCode=NEWCUSTOMER' })).statusCode).toBe(401);
  });

  it('starts the account page today with the field defaults', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/wizards/NEWCUSTOMER/pages/ACCOUNT/initial-values',
      payload: { wizardSubmissionData: { wizardCode: 'NEWCUSTOMER', pages: [] }, crmIdentifiers: {} },
    });
    const values = Object.fromEntries(res.json<{ name: string; value: string }[]>().map((v) => [v.name, v.value]));
    expect(values.startDate).toBe(businessDateIn('Australia/Sydney'));
    expect(values).toMatchObject({ paymentTermsDays: '14', termsAccepted: 'N', openingBalance: '' });
  });

  it('branches by customer type and by the meter answer', async () => {
    const indexOf = async (code: string) => (await definition(call, 'NEWCUSTOMER')).pages.findIndex((p) => p.pageCode === code);
    for (const type of ['RESIDENT', 'OCCUPIER', 'COMPANY', 'SUNDRY'] as const) {
      expect((await nextIndex(call, 'NEWCUSTOMER', 0, pages([['TYPE', { customerType: type }]]))).body).toBe(await indexOf(details[type][0]));
    }
    const throughSite = newCustomer('RESIDENT', { meter: true }).slice(0, 4);
    expect((await nextIndex(call, 'NEWCUSTOMER', await indexOf('SITE'), throughSite)).body).toBe(await indexOf('METER'));
    const noMeter = newCustomer('RESIDENT').slice(0, 4);
    expect((await nextIndex(call, 'NEWCUSTOMER', await indexOf('SITE'), noMeter)).body).toBe(await indexOf('ACCOUNT'));
  });

  it('refuses Next on an invalid page, an unknown lookup value or a page out of order', async () => {
    expect(await nextIndex(call, 'NEWCUSTOMER', 0, pages([['TYPE', { customerType: 'BOGUS' }]]))).toEqual({
      status: 400,
      body: { isSuccess: false, messages: [{ message: 'Customer type: Please select a value.', messageType: 'Error' }] },
    });
    expect((await nextIndex(call, 'NEWCUSTOMER', 1, pages([['TYPE', { customerType: 'RESIDENT' }]]))).status).toBe(400);
    const forged = await nextIndex(
      call,
      'NEWCUSTOMER',
      2,
      pages([
        ['TYPE', { customerType: 'RESIDENT' }],
        ['COMPANY', details.COMPANY[1]],
      ]),
    );
    expect(forged).toEqual({ status: 400, body: { isSuccess: false, messages: [{ message: texts.wizard.pageOrder, messageType: 'Error' }] } });
  });
});

describe('NEWCUSTOMER submit', () => {
  for (const type of ['RESIDENT', 'OCCUPIER', 'COMPANY', 'SUNDRY'] as const) {
    it(`creates a ${type} customer with contact, site, accounts${type === 'RESIDENT' ? ' and first meter' : ''}, audited and searchable`, async () => {
      const before = await counts();
      const res = await submit(call, 'NEWCUSTOMER', newCustomer(type, { meter: type === 'RESIDENT' }));
      expect(res.status).toBe(200);
      expect(res.body.isSuccess).toBe(true);
      expect(res.body).toMatchObject({ open: { context: 'Customer', id: expect.any(Number) } });
      const accountNumber = /Customer (\d+) created\./.exec(res.body.messages[0]!.message)![1]!;
      const after = await counts();
      expect(after).toEqual({
        ...before,
        customers: before.customers! + 1,
        parties: before.parties! + 1,
        sites: before.sites! + 1,
        customerAccounts: before.customerAccounts! + 1,
        utilityAccounts: before.utilityAccounts! + 1,
        meters: before.meters! + (type === 'RESIDENT' ? 1 : 0),
        transactions: before.transactions! + 1,
        customerNotes: before.customerNotes! + 1,
      });
      await inLive(t, acme, async (tx) => {
        const [account] = await tx.select().from(customerAccounts).where(eq(customerAccounts.accountNumber, accountNumber));
        expect(account).toMatchObject({
          billingCycleId: Number(ids.monthly),
          deliveryMethodId: Number(ids.email),
          paymentTermsDays: 14,
          balance: '120.50',
          openDate: '2025-02-01',
        });
        const [customer] = await tx.select().from(customers).where(eq(customers.id, account!.customerId));
        const expectedName = { RESIDENT: 'Ruby Resident', OCCUPIER: 'Oscar Occupier', COMPANY: 'Coastal Bakery Pty Ltd', SUNDRY: 'Harbour Strata Committee' }[
          type
        ];
        expect(customer).toMatchObject({
          id: (res.body as { open?: { id: number } }).open?.id,
          name: expectedName,
          status: 'ACTIVE',
          customerNumber: expect.stringMatching(/^C\d{7}$/),
        });
        const [contact] = await tx.select().from(parties).where(eq(parties.id, customer!.primaryPartyId!));
        expect(contact).toMatchObject({
          emailAddress: `${type.toLowerCase()}@example.com`,
          mobilePhone: '0412 345 678',
          postalAddressLine1: 'PO Box 12',
          postalPostcode: '2001',
          preferredContactMethod: 'EMAIL',
        });
        const [utility] = await tx.select().from(utilityAccounts).where(eq(utilityAccounts.customerAccountId, account!.id));
        expect(utility!.pricePlanId).toBe(Number(ids.plan));
        const [site] = await tx.select().from(sites).where(eq(sites.id, utility!.siteId));
        expect(site).toMatchObject({ networkNodeId: Number(ids.building), location: expect.stringMatching(/^Unit \d+, 45 George Street, Sydney NSW 2000$/) });
        const found = await tx
          .select({ context: searchEntries.context })
          .from(searchEntries)
          .where(and(eq(searchEntries.customerId, customer!.id), sql`${searchEntries.searchText} like ${`%${expectedName.toLowerCase()}%`}`));
        expect(found.map((f) => f.context).sort()).toEqual(['Contact', 'Customer', 'Site']);
        const [entry] = await tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.event, 'wizard.NEWCUSTOMER'), eq(auditLog.entityId, String(customer!.id))));
        expect(entry).toMatchObject({ username: 'admin', entity: 'customer', dataset: 'live' });
      });
    });
  }
});

describe('NEWCUSTOMER refusals create nothing', () => {
  // Built lazily: the ids exist only after beforeAll.
  const refusals: [string, () => ReturnType<typeof newCustomer>, string][] = [
    ['a missing required field', () => newCustomer('RESIDENT', { change: { PERSON: { firstName: '' } } }), 'First name: Field is required.'],
    [
      'a wrong type (whole number)',
      () => newCustomer('RESIDENT', { change: { ACCOUNT: { paymentTermsDays: '14.5' } } }),
      'Payment terms (days): Field must be a whole number.',
    ],
    ['a wrong type (date)', () => newCustomer('RESIDENT', { change: { PERSON: { dateOfBirth: '31/02/1980' } } }), 'Date of birth: Invalid date.'],
    [
      'money without 2 places',
      () => newCustomer('RESIDENT', { change: { ACCOUNT: { openingBalance: '120.5' } } }),
      'Opening balance: Number must be 2 decimal places only.',
    ],
    [
      'too many decimal places',
      () => newCustomer('RESIDENT', { meter: true, change: { METER: { multiplier: '1.12345678' } } }),
      'Multiplier: Maximum 7 decimal places.',
    ],
    ['too many digits', () => newCustomer('RESIDENT', { change: { ACCOUNT: { paymentTermsDays: '1000' } } }), 'Payment terms (days): Maximum 3 digits.'],
    [
      'a postal address that is not one',
      () => newCustomer('OCCUPIER', { change: { CONTACT: { postalAddress: 'somewhere' } } }),
      `Postal address: ${texts.fields.invalidAddress}`,
    ],
    ['an invalid email', () => newCustomer('COMPANY', { change: { CONTACT: { email: 'accounts@' } } }), 'Email: Invalid email'],
    [
      'terms not agreed',
      () => newCustomer('SUNDRY', { change: { ACCOUNT: { termsAccepted: 'N' } } }),
      'The customer agrees to the terms and conditions: You must agree to the terms and conditions.',
    ],
    ['an unknown lookup value', () => newCustomer('RESIDENT', { change: { ACCOUNT: { billingCycle: '999999' } } }), 'Billing cycle: Please select a value.'],
    ['a price plan of another product', () => newCustomer('RESIDENT', { change: { ACCOUNT: { pricePlan: '-1' } } }), 'Price plan: Please select a value.'],
  ];
  for (const [what, submission, message] of refusals) {
    it(`refuses ${what} with the field's message`, async () => {
      const before = await counts();
      const res = await submit(call, 'NEWCUSTOMER', submission());
      expect(res).toEqual({ status: 400, body: { isSuccess: false, messages: [{ message, messageType: 'Error' }] } });
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a forged page order: a skipped page, a page of another branch, an unfinished wizard', async () => {
    const before = await counts();
    const full = newCustomer('RESIDENT');
    const forgeries = [
      full.filter((p) => p.pageCode !== 'CONTACT'),
      [full[0]!, { pageCode: 'COMPANY', items: pages([['COMPANY', details.COMPANY[1]]])[0]!.items }, ...full.slice(2)],
      full.slice(0, -1),
      [...full, full.at(-1)!],
    ];
    const messages = [];
    for (const forged of forgeries) messages.push((await submit(call, 'NEWCUSTOMER', forged)).body.messages[0]!.message);
    expect(messages).toEqual([texts.wizard.pageOrder, texts.wizard.pageOrder, texts.wizard.notFinished, texts.wizard.pageOrder]);
    expect(await counts()).toEqual(before);
  });

  it('undoes everything when the database fails half way', async () => {
    await t.database.db.execute(
      sql`create function wattle_test_fail() returns trigger language plpgsql as $$ begin raise exception 'utility accounts are closed'; end $$`,
    );
    await t.database.db.execute(sql`create trigger wattle_test_fail before insert on utility_accounts for each row execute function wattle_test_fail()`);
    try {
      const before = await counts();
      const res = await submit(call, 'NEWCUSTOMER', newCustomer('COMPANY'));
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`drop trigger wattle_test_fail on utility_accounts`);
      await t.database.db.execute(sql`drop function wattle_test_fail()`);
    }
  });

  it('refuses a read-only user (403) and creates nothing', async () => {
    const readOnly = as(t.app, await login(t.app, await createUser(t.database, acme, 'wizard-reader', 'ReadOnly'), 'Fixture123!'));
    const before = await counts();
    expect((await submit(readOnly, 'NEWCUSTOMER', newCustomer('RESIDENT'))).status).toBe(403);
    expect((await readOnly({ method: 'GET', url: '/api/wizards?wizardCode=NEWCUSTOMER' })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('NEWCUSTOMER numbers, dates and choices (issue 11)', () => {
  const setTimeZone = (zone: string) =>
    inLive(t, acme, (tx) => tx.update(systemParameters).set({ parameter: zone }).where(eq(systemParameters.code, PARAMS.timeZone)));
  const personPage = (dateOfBirth: string) =>
    pages([
      ['TYPE', { customerType: 'RESIDENT' }],
      ['PERSON', { ...details.RESIDENT[1], dateOfBirth }],
    ]);

  it('numbers customers C0000001-style from the counter, after the numbers already given', async () => {
    const numbersNow = await inLive(t, acme, (tx) => tx.select({ n: customers.customerNumber }).from(customers));
    const res = await submit(call, 'NEWCUSTOMER', newCustomer('OCCUPIER'));
    const created = await inLive(t, acme, (tx) =>
      tx
        .select({ n: customers.customerNumber })
        .from(customers)
        .where(eq(customers.id, (res.body as { open?: { id: number } }).open!.id)),
    );
    const highest = Math.max(0, ...numbersNow.map((c) => (/^C(\d{7})$/.exec(c.n) ? Number(c.n.slice(1)) : 0)));
    expect(created[0]!.n).toBe(`C${String(highest + 1).padStart(7, '0')}`);
  });

  // 100 whole wizards take a while on PGlite, which runs them one after another: a generous timeout.
  it('gives 100 customers saved at once 100 consecutive customer and account numbers: no duplicate, no gap', { timeout: 300_000 }, async () => {
    const last = async (kind: 'customer' | 'account') =>
      (await inLive(t, acme, (tx) => tx.select({ last: numberCounters.lastValue }).from(numberCounters).where(eq(numberCounters.kind, kind))))[0]!.last;
    const before = { customer: await last('customer'), account: await last('account') };
    const results = await Promise.all(Array.from({ length: 100 }, () => submit(call, 'NEWCUSTOMER', newCustomer('SUNDRY'))));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    const ids = results.map((r) => (r.body as { open?: { id: number } }).open!.id);
    const numbers = await inLive(t, acme, (tx) =>
      tx
        .select({ n: customers.customerNumber })
        .from(customers)
        .where(sql`${customers.id} in ${ids}`),
    );
    const taken = numbers.map((c) => Number(c.n.slice(1))).sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: 100 }, (_, i) => before.customer + 1 + i));
    const accounts = await inLive(t, acme, (tx) =>
      tx
        .select({ n: customerAccounts.accountNumber })
        .from(customerAccounts)
        .where(sql`${customerAccounts.customerId} in ${ids}`),
    );
    expect(accounts.map((a) => Number(a.n)).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => before.account + 1 + i));
  });

  it('refuses a date of birth in the future or under 16 years before the business day, accepts 16 years to the day', async () => {
    const today = businessDateIn('Australia/Sydney');
    const refused = async (dateOfBirth: string) => (await nextIndex(call, 'NEWCUSTOMER', 1, personPage(dateOfBirth))).body;
    expect(await refused(today)).toEqual({ isSuccess: false, messages: [{ message: 'Date of birth: Must be at least 16 years old.', messageType: 'Error' }] });
    expect(await refused('2999-01-01')).toEqual({
      isSuccess: false,
      messages: [{ message: 'Date of birth: Date cannot be in the future.', messageType: 'Error' }],
    });
    expect(typeof (await refused(yearsBefore(today, 16)))).toBe('number');
  });

  it("takes the business day from the company's TIME_ZONE, not the server clock", async () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const sixteenthBirthday = yearsBefore(businessDateIn('Pacific/Kiritimati'), 16);
    try {
      await setTimeZone('Pacific/Kiritimati');
      expect(typeof (await nextIndex(call, 'NEWCUSTOMER', 1, personPage(sixteenthBirthday))).body).toBe('number');
      await setTimeZone('Pacific/Pago_Pago');
      expect((await nextIndex(call, 'NEWCUSTOMER', 1, personPage(sixteenthBirthday))).status).toBe(400);
    } finally {
      await setTimeZone('Australia/Sydney');
    }
  });

  it('refuses a postal state that is not one of the states lookup', async () => {
    const address = encodeAddress({ street: '1 Main St', suburb: 'Sydney', state: 'Sydney', postcode: '2000' });
    const res = await submit(call, 'NEWCUSTOMER', newCustomer('RESIDENT', { change: { CONTACT: { postalAddress: address } } }));
    expect(res).toEqual({ status: 400, body: { isSuccess: false, messages: [{ message: 'Postal address: Please select a value.', messageType: 'Error' }] } });
  });

  it('takes a postal address written on one line, as API clients send it, and stores its parts', async () => {
    const res = await submit(call, 'NEWCUSTOMER', newCustomer('OCCUPIER', { change: { CONTACT: { postalAddress: '3/12 King St, Newtown NSW 2042' } } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await inLive(t, acme, async (tx) => {
      const [customer] = await tx
        .select({ partyId: customers.primaryPartyId })
        .from(customers)
        .where(eq(customers.id, (res.body as { open?: { id: number } }).open!.id));
      const [contact] = await tx.select().from(parties).where(eq(parties.id, customer!.partyId!));
      expect(contact).toMatchObject({ postalAddressLine1: '3/12 King St', postalSuburb: 'Newtown', postalState: 'NSW', postalPostcode: '2042' });
    });
  });

  it('offers residential plans to households and business plans to businesses, and refuses the other', async () => {
    const planIds = await inLive(t, acme, async (tx) => {
      const subTypes = await tx.select({ id: productSubTypes.id, code: productSubTypes.code }).from(productSubTypes);
      const subType = (code: string) => subTypes.find((s) => s.code === code)!.id;
      const rows = await tx
        .insert(pricePlans)
        .values([
          { code: 'HOME1', description: 'Home saver', productTypeId: Number(ids.power), productSubTypeId: subType('POWER_RES'), startDate: '2025-01-01' },
          { code: 'BIZ1', description: 'Business flat', productTypeId: Number(ids.power), productSubTypeId: subType('POWER_BUS'), startDate: '2025-01-01' },
        ])
        .returning({ id: pricePlans.id, code: pricePlans.code });
      return Object.fromEntries(rows.map((r) => [r.code, String(r.id)]));
    });
    const offered = async (customerType: string) =>
      (
        await call({
          method: 'GET',
          url: `/api/lookups/PRICEPLAN/values?parameters=${encodeURIComponent(JSON.stringify({ productTypeId: ids.power, customerType }))}`,
        })
      )
        .json()
        .map((v: { value: string }) => v.value);
    expect(await offered('RESIDENT')).toEqual(expect.arrayContaining([planIds.HOME1, ids.plan]));
    expect(await offered('RESIDENT')).not.toContain(planIds.BIZ1);
    expect(await offered('COMPANY')).toEqual(expect.arrayContaining([planIds.BIZ1, ids.plan]));
    expect(await offered('COMPANY')).not.toContain(planIds.HOME1);
    const res = await submit(call, 'NEWCUSTOMER', newCustomer('RESIDENT', { change: { ACCOUNT: { pricePlan: planIds.BIZ1! } } }));
    expect(res).toEqual({ status: 400, body: { isSuccess: false, messages: [{ message: 'Price plan: Please select a value.', messageType: 'Error' }] } });
  });
});
