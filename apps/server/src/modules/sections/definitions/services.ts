import { sql } from 'drizzle-orm';
import { customerAccounts, meterReads, meters, meterTypes, networkNodes, pricePlans, productTypes, sites, utilityAccounts } from '../../../db/schema/index';
import { defineSection } from '../section-spec';
import { displayOf, wordsOf } from './shared';

/**
 * The Services page's tabs other than the usage chart (spec 3 §2.12): each tab of the system
 * menu's Services module shows the parent section of its code, for the session's site or meter.
 * They show what the selector chose; reads are entered in READS, below the METERREADS card.
 */

/** SITEDETAILS: the session's site. */
export const siteDetailsSection = defineSection({
  code: 'SITEDETAILS',
  description: 'Site',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'siteIdentifier', prompt: 'Site Identifier', row: 1, span: 4 },
    { name: 'productTypeId', prompt: 'Product', row: 1, span: 4 },
    { name: 'status', prompt: 'Status', row: 1, span: 4 },
    { name: 'location', prompt: 'Address', row: 2, span: 8 },
    { name: 'networkNodeId', prompt: 'Building', row: 2, span: 4 },
  ],
  data: {
    table: sites,
    key: sites.id,
    filters: { siteId: sites.id },
    displays: {
      productTypeId: displayOf(sites.productTypeId, productTypes, productTypes.id, productTypes.description),
      networkNodeId: displayOf(sites.networkNodeId, networkNodes, networkNodes.id, networkNodes.description),
      status: wordsOf(sites.status),
    },
  },
});

/** SITEACCOUNTS: every account supplied at the session's site, newest first (the site's move-in history). */
export const siteAccountsSection = defineSection({
  code: 'SITEACCOUNTS',
  description: 'Site Accounts',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerAccountId', prompt: 'Account Number' },
    { name: 'accountStatus', prompt: 'Status' },
    { name: 'openDate', prompt: 'Open Date', fieldType: 'Date' },
    { name: 'closeDate', prompt: 'Close Date', fieldType: 'Date' },
    { name: 'pricePlanId', prompt: 'Price Plan' },
    { name: 'lastBilledDate', prompt: 'Last Billed', fieldType: 'Date' },
  ],
  data: {
    table: utilityAccounts,
    key: utilityAccounts.id,
    filters: { siteId: utilityAccounts.siteId },
    orderBy: [sql`${utilityAccounts.openDate} desc`],
    displays: {
      customerAccountId: displayOf(utilityAccounts.customerAccountId, customerAccounts, customerAccounts.id, customerAccounts.accountNumber),
      accountStatus: wordsOf(utilityAccounts.accountStatus),
      pricePlanId: displayOf(utilityAccounts.pricePlanId, pricePlans, pricePlans.id, pricePlans.description),
    },
    colour: sql`case when ${utilityAccounts.accountStatus} = 'ACTIVE' then 'green' end`,
  },
});

const meterFields = [
  { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
  { name: 'meterCode', prompt: 'Meter', row: 1, span: 4 },
  { name: 'description', prompt: 'Description', row: 1, span: 4 },
  { name: 'meterStatusCode', prompt: 'Status', row: 1, span: 4 },
] as const;
const meterDisplays = { meterStatusCode: wordsOf(meters.meterStatusCode) };

/** METERDETAILS: the session's meter. */
export const meterDetailsSection = defineSection({
  code: 'METERDETAILS',
  description: 'Meter',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    ...meterFields,
    { name: 'meterTypeId', prompt: 'Register', row: 2, span: 4 },
    { name: 'multiplier', prompt: 'Multiplier', fieldType: 'Decimal', dataType: 'DECIMAL4', row: 2, span: 4 },
    { name: 'installDate', prompt: 'Installed', fieldType: 'Date', row: 2, span: 4 },
    { name: 'removeDate', prompt: 'Removed', fieldType: 'Date', row: 3, span: 4 },
  ],
  data: {
    table: meters,
    key: meters.id,
    filters: { meterId: meters.id },
    displays: { ...meterDisplays, meterTypeId: displayOf(meters.meterTypeId, meterTypes, meterTypes.id, meterTypes.description) },
  },
});

/** METERREADS: the session's meter as a card with its latest read; its reads (READS) follow it. */
export const meterReadsTabSection = defineSection({
  code: 'METERREADS',
  description: 'Meter Reads',
  controlType: 'CardList',
  keyColumn: 'id',
  iconName: 'Speed',
  fields: [
    ...meterFields,
    { name: 'lastReadDate', prompt: 'Last Read', fieldType: 'Date', row: 2, span: 4 },
    { name: 'readCount', prompt: 'Reads', fieldType: 'Int', row: 2, span: 4 },
  ],
  childSections: ['READS'],
  data: {
    table: meters,
    key: meters.id,
    filters: { meterId: meters.id },
    columns: {
      lastReadDate: sql`(select max(${meterReads.readDate}) from ${meterReads} where ${meterReads.meterId} = ${meters.id})`,
      readCount: sql`(select count(*) from ${meterReads} where ${meterReads.meterId} = ${meters.id})`,
    },
    displays: meterDisplays,
  },
});
