import { eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { addressLine, type Address, type CustomerTypeCode } from '@wattle/contract';
import type { Tx } from '../../db/client';
import {
  brands,
  customerAccounts,
  customerNotes,
  customerRelationships,
  customers,
  customerTypes,
  deliveryMethods,
  networkNodes,
  parties,
  sites,
  transactions,
  utilityAccounts,
} from '../../db/schema/index';
import { createMeter, type NewMeter } from '../metering/meters.service';
import { nextNumber } from '../numbering/numbering.service';

export interface NewContact {
  title: string | null;
  firstName: string;
  lastName: string;
  organisationName: string | null;
  emailAddress: string;
  mobilePhone: string | null;
  homePhone: string | null;
  workPhone: string | null;
  dateOfBirth: string | null;
  postalAddress: Address;
}

export interface NewCustomer {
  customerType: CustomerTypeCode;
  /** The customer's name: a person's full name, a company's or a sundry debtor's name. */
  name: string;
  tradingName: string | null;
  abn: string | null;
  contact: NewContact;
  site: { networkNodeId: number; unitNumber: string | null; siteIdentifier: string; productTypeId: number };
  account: {
    openDate: string;
    billingCycleId: number;
    deliveryMethodId: number;
    pricePlanId: number;
    paymentTermsDays: number | null;
    /** Money text; a non-zero amount becomes an OPENING transaction. */
    openingBalance: string | null;
  };
  meter: Omit<NewMeter, 'siteId' | 'utilityAccountId' | 'productTypeId'> | null;
  /** Who recorded the customer's agreement to the terms (a customer note). */
  termsAcceptedBy: string | null;
}

export interface CreatedCustomer {
  customerId: number;
  customerNumber: string;
  partyId: number;
  siteId: number;
  customerAccountId: number;
  accountNumber: string;
  utilityAccountId: number;
  meterId: number | null;
}

/** The contact's preferred channel, from the account's correspondence preference (delivery method code). */
const contactMethodOfDelivery: Record<string, (typeof parties.preferredContactMethod.enumValues)[number]> = { EMAIL: 'EMAIL', POST: 'POST', SMS: 'MOBILE' };

/** The one-line site address: "Unit 3, 12 Main St, Carlton VIC 3053". */
function siteLocation(
  unitNumber: string | null,
  building: { streetNumber: string | null; streetName: string | null; suburb: string | null; state: string | null; postcode: string | null },
) {
  const street = [building.streetNumber, building.streetName].filter(Boolean).join(' ');
  const line = addressLine({ street, suburb: building.suburb ?? '', state: building.state ?? '', postcode: building.postcode ?? '' });
  return unitNumber ? `Unit ${unitNumber}, ${line}` : line;
}

/**
 * A customer with everything it needs to be billed: the primary contact, the customer and its
 * relationship to the contact, the site in its building, the customer account, the utility account
 * on its price plan and, optionally, the first meter. Runs inside the caller's transaction; the
 * search entries follow by trigger.
 */
export async function createCustomer(tx: Tx, input: NewCustomer): Promise<CreatedCustomer> {
  const [type] = await tx.select({ id: customerTypes.id }).from(customerTypes).where(eq(customerTypes.code, input.customerType));
  const [building] = await tx.select().from(networkNodes).where(eq(networkNodes.id, input.site.networkNodeId));
  const [delivery] = await tx.select({ code: deliveryMethods.code }).from(deliveryMethods).where(eq(deliveryMethods.id, input.account.deliveryMethodId));
  if (!type || !building || !delivery) throw new Error('customer type, building or delivery method vanished during the wizard');

  const c = input.contact;
  const personName = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const [party] = await tx
    .insert(parties)
    .values({
      partyType: 'PERSON',
      title: c.title,
      firstName: c.firstName,
      lastName: c.lastName,
      organisationName: c.organisationName,
      displayName: personName || c.organisationName || input.name,
      emailAddress: c.emailAddress,
      mobilePhone: c.mobilePhone,
      homePhone: c.homePhone,
      workPhone: c.workPhone,
      dateOfBirth: c.dateOfBirth,
      preferredContactMethod: contactMethodOfDelivery[delivery.code] ?? null,
      postalAddressLine1: c.postalAddress.street,
      postalSuburb: c.postalAddress.suburb,
      postalState: c.postalAddress.state,
      postalPostcode: c.postalAddress.postcode,
    })
    .returning({ id: parties.id });

  const customerNumber = await nextNumber(tx, 'customer');
  const [customer] = await tx
    .insert(customers)
    .values({
      customerNumber,
      customerTypeId: type.id,
      name: input.name,
      tradingName: input.tradingName,
      abn: input.abn,
      status: 'ACTIVE',
      primaryPartyId: party!.id,
      openDate: input.account.openDate,
    })
    .returning({ id: customers.id });
  await tx
    .insert(customerRelationships)
    .values({ customerId: customer!.id, partyId: party!.id, relationshipType: 'ACCOUNT_HOLDER', isPrimary: true, startDate: input.account.openDate });

  const [site] = await tx
    .insert(sites)
    .values({
      networkNodeId: building.id,
      productTypeId: input.site.productTypeId,
      siteIdentifier: input.site.siteIdentifier,
      unitNumber: input.site.unitNumber,
      streetNumber: building.streetNumber,
      streetName: building.streetName ?? building.description,
      suburb: building.suburb ?? '',
      state: building.state ?? '',
      postcode: building.postcode ?? '',
      location: siteLocation(input.site.unitNumber, building),
    })
    .returning({ id: sites.id });

  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true)).limit(1);
  const accountNumber = await nextNumber(tx, 'account');
  const [account] = await tx
    .insert(customerAccounts)
    .values({
      customerId: customer!.id,
      accountNumber,
      brandId: brand?.id ?? null,
      billingCycleId: input.account.billingCycleId,
      deliveryMethodId: input.account.deliveryMethodId,
      accountStatus: 'ACTIVE',
      openDate: input.account.openDate,
      ...(input.account.paymentTermsDays === null ? {} : { paymentTermsDays: input.account.paymentTermsDays }),
    })
    .returning({ id: customerAccounts.id });

  const [utility] = await tx
    .insert(utilityAccounts)
    .values({
      customerAccountId: account!.id,
      siteId: site!.id,
      pricePlanId: input.account.pricePlanId,
      accountStatus: 'ACTIVE',
      openDate: input.account.openDate,
    })
    .returning({ id: utilityAccounts.id });

  const meterId = input.meter
    ? await createMeter(tx, { ...input.meter, siteId: site!.id, utilityAccountId: utility!.id, productTypeId: input.site.productTypeId })
    : null;

  if (input.account.openingBalance && !new Decimal(input.account.openingBalance).isZero()) {
    await tx.insert(transactions).values({
      customerAccountId: account!.id,
      transactionDate: input.account.openDate,
      transactionType: 'OPENING',
      description: 'Opening balance',
      amount: new Decimal(input.account.openingBalance).toFixed(2),
      insertUser: input.termsAcceptedBy ?? '',
    });
  }
  if (input.termsAcceptedBy) {
    await tx.insert(customerNotes).values({
      customerId: customer!.id,
      note: `Terms and conditions accepted by the customer (recorded by ${input.termsAcceptedBy}).`,
      insertUser: input.termsAcceptedBy,
    });
  }

  return {
    customerId: customer!.id,
    customerNumber,
    partyId: party!.id,
    siteId: site!.id,
    customerAccountId: account!.id,
    accountNumber,
    utilityAccountId: utility!.id,
    meterId,
  };
}

/** A building (network node) for a company's first site (free trial). */
export async function createBuilding(tx: Tx, input: { buildingCode: string; description: string; address: Address }): Promise<number> {
  const [streetNumber, ...streetName] = input.address.street.trim().split(/\s+/);
  const numbered = /^\d/.test(streetNumber ?? '');
  const [node] = await tx
    .insert(networkNodes)
    .values({
      buildingCode: input.buildingCode,
      description: input.description,
      streetNumber: numbered ? streetNumber : null,
      streetName: numbered ? streetName.join(' ') : input.address.street.trim(),
      suburb: input.address.suburb,
      state: input.address.state,
      postcode: input.address.postcode,
    })
    .returning({ id: networkNodes.id });
  return node!.id;
}

/** Whether a building code is taken in the scoped dataset. */
export async function buildingCodeTaken(tx: Tx, buildingCode: string): Promise<boolean> {
  return (await tx.select({ id: networkNodes.id }).from(networkNodes).where(eq(networkNodes.buildingCode, buildingCode)).limit(1)).length > 0;
}
