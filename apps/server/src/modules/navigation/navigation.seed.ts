import { eq } from 'drizzle-orm';
import { SEEDED_HELP_TOPICS, SERVICES_MODULE_CODE, TEMPLATE_EDITORS, USAGE_TAB_CODE, type CustomerTypeCode } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { upgradeDefinitions } from '../../seed/definitions';
import type { SeedScope } from '../../seed/reference';
import { helpTopics, maintenanceMenuItems, navigationModules, navigationPages, reports } from '../../db/schema/index';
import { reportDefinition, reportHashOf, writeReportFilters } from '../reports/reports.seed';

/**
 * A company's menus, help topics and report list. Stored per company (shared by its live and demo
 * datasets), so an administrator edits the rows rather than the code.
 */

const ADMIN = 'ADMIN,DEVELOPER';

interface PageSeed {
  code: string;
  name: string;
  icon: string;
  customerType?: CustomerTypeCode;
  roles?: string;
}
interface ModuleSeed {
  kind: 'DRAWER' | 'SYSTEM';
  code: string;
  name: string;
  iconName: string;
  pages: PageSeed[];
}

/**
 * DRAWER modules are the side drawer's groups (page codes are the route table's screen codes);
 * SYSTEM modules answer /users/system-menu, whose 'Services' pages are the services tabs.
 */
const modules: ModuleSeed[] = [
  {
    kind: 'DRAWER',
    code: 'CUSTOMER',
    name: 'Customer',
    iconName: 'Person',
    pages: [
      { code: 'CUSTRESIDENTIAL', name: 'Residential', icon: 'Home', customerType: 'RESIDENT' },
      { code: 'CUSTCOMMERCIAL', name: 'Commercial', icon: 'Business', customerType: 'COMPANY' },
      // The page of occupiers and sundry customers (spec 3 §2.3); a page names one customer type, so it is listed once for each.
      { code: 'CUSTSUMMARY', name: 'Customer Detail', icon: 'AccountBox', customerType: 'OCCUPIER' },
      { code: 'CUSTSUMMARY', name: 'Customer Detail', icon: 'AccountBox', customerType: 'SUNDRY' },
      { code: 'PARTYDETAILS', name: 'Contact Details', icon: 'Contacts' },
      { code: 'HOMECONCESSION', name: 'Concessions', icon: 'CardMembership', customerType: 'RESIDENT' },
      { code: 'CUSTLIFESUPPORT', name: 'Life Support', icon: 'MonitorHeart', customerType: 'RESIDENT' },
      { code: 'CUSTHARDSHIP', name: 'Hardship', icon: 'VolunteerActivism', customerType: 'RESIDENT' },
      { code: 'HOMECHARGE', name: 'Customer Charges', icon: 'RequestQuote' },
    ],
  },
  {
    kind: 'DRAWER',
    code: SERVICES_MODULE_CODE,
    name: 'Services',
    iconName: 'ElectricalServices',
    pages: [{ code: 'Services', name: 'Services', icon: 'ElectricalServices' }],
  },
  {
    kind: 'DRAWER',
    code: 'FINANCE',
    name: 'Finance',
    iconName: 'AccountBalance',
    pages: [
      { code: 'HOMEFINANCE', name: 'Finance', icon: 'AccountBalanceWallet' },
      { code: 'ARTRANLIST', name: 'Transactions', icon: 'ReceiptLong' },
      { code: 'ARTREATMENTS', name: 'Treatments', icon: 'Gavel' },
      { code: 'ARPAYMENTPLANS', name: 'Payment Plans', icon: 'EventRepeat' },
      { code: '_SMOOTHPAY', name: 'Smooth Pay', icon: 'Savings' },
      { code: 'CUSTINVOICEOPTIONS', name: 'Invoicing', icon: 'Receipt' },
    ],
  },
  {
    kind: 'DRAWER',
    code: 'CORRESPONDENCE',
    name: 'Correspondence',
    iconName: 'Mail',
    pages: [
      { code: 'CUSTCORRESPONDENCE', name: 'Correspondence', icon: 'Forum' },
      { code: 'EMAILREQUEST', name: 'Email Messages', icon: 'Email' },
      { code: 'NOTIFYSMS', name: 'SMS Messages', icon: 'Sms' },
      { code: 'NOTIFYPOSTED', name: 'Posted Mail', icon: 'LocalPostOffice' },
      { code: 'Documents', name: 'Documents', icon: 'Description' },
    ],
  },
  {
    kind: 'DRAWER',
    code: 'ACTIVITIES',
    name: 'Notes and Activities',
    iconName: 'EventNote',
    pages: [{ code: 'Activities', name: 'Notes and Activities', icon: 'EventNote' }],
  },
  {
    kind: 'SYSTEM',
    code: SERVICES_MODULE_CODE,
    name: 'Services',
    iconName: 'ElectricalServices',
    pages: [
      { code: 'SITEDETAILS', name: 'Site', icon: 'Place' },
      { code: 'SITEACCOUNTS', name: 'Accounts', icon: 'AccountTree' },
      { code: 'METERDETAILS', name: 'Meter', icon: 'Speed' },
      { code: 'METERREADS', name: 'Reads', icon: 'Timeline' },
      { code: USAGE_TAB_CODE, name: 'Usage', icon: 'BarChart' },
    ],
  },
];

/**
 * Top-bar Maintenance menu; codes map to routes in the web app (addons, jobs, reportschedules, ...).
 * Categories are the contract's MAINTENANCE_MENU_GROUPS: the day's work (billing, metering,
 * correspondence, reports) shows first, administration after (docs/ux.md "Menus").
 */
const maintenance = [
  { code: 'PRICEPLANS', name: 'Price Plans', category: 'Billing' },
  { code: 'paymentimport', name: 'Payment Import', category: 'Billing' },
  { code: 'BULKMESSAGING', name: 'Bulk Messaging', category: 'Correspondence' },
  { code: 'reportschedules', name: 'Report Schedules', category: 'Reports' },
  { code: 'BILLINGCYCLES', name: 'Billing Cycles', category: 'Reference Data' },
  { code: 'BUILDINGS', name: 'Buildings', category: 'Reference Data' },
  { code: 'TEMPLATES', name: 'Templates', category: 'Templates and Brands' },
  { code: 'HTMLTEMPLATES', name: 'HTML Templates', category: 'Templates and Brands', roles: TEMPLATE_EDITORS.join(',') },
  { code: 'propertymanager', name: 'Property Managers', category: 'Users', roles: ADMIN },
  { code: 'USERS', name: 'Users', category: 'Users', roles: ADMIN },
  { code: 'jobs', name: 'System Jobs', category: 'System', roles: ADMIN },
  // Everyone opens System Settings; only administrators edit (spec 3 §6).
  { code: 'systemconfig', name: 'System Settings', category: 'System' },
  { code: 'HELPTOPICS', name: 'Help Topics', category: 'System', roles: ADMIN },
  { code: 'addons', name: 'Add-ons', category: 'Integrations' },
];

/** The Help menu a new company starts with: in-product help pages (contract SEEDED_HELP_TOPICS). */
const help = SEEDED_HELP_TOPICS;

/** The Reports menu; `queryKey` names the query behind it (modules/reports/report-queries.ts), which also gives its filters and columns. */
const reportList = [
  { code: 'AGEDDEBTORS', name: 'Aged Debtors', category: 'Finance', queryKey: 'agedDebtors', description: 'Balances by age band.' },
  { code: 'PAYMENTS', name: 'Payments Received', category: 'Finance', queryKey: 'paymentsReceived', description: 'Payments by date and method.' },
  { code: 'JOURNAL', name: 'Journal Export', category: 'Finance', queryKey: 'journalExport', description: 'General-ledger journal lines.', roles: ADMIN },
  { code: 'CUSTLIST', name: 'Customer List', category: 'Customers', queryKey: 'customerList', description: 'Customers with their accounts and status.' },
  { code: 'NEWCUST', name: 'New Customers', category: 'Customers', queryKey: 'newCustomers', description: 'Customers opened in a period.' },
  { code: 'LIFESUPPORT', name: 'Life Support Register', category: 'Customers', queryKey: 'lifeSupport', description: 'Customers flagged for life support.' },
  { code: 'BILLEXCEPT', name: 'Billing Exceptions', category: 'Billing', queryKey: 'billingExceptions', description: 'Accounts held back from billing.' },
  { code: 'INVOICES', name: 'Invoices Issued', category: 'Billing', queryKey: 'invoicesIssued', description: 'Invoices by billing run.' },
  { code: 'METERREADS', name: 'Meter Reads', category: 'Metering', queryKey: 'meterReads', description: 'Reads imported in a period.' },
  { code: 'MISSINGREADS', name: 'Missing Reads', category: 'Metering', queryKey: 'missingReads', description: 'Meters without a read this cycle.' },
  {
    code: 'USERACTIVITY',
    name: 'User Activity',
    category: 'Administration',
    queryKey: 'userActivity',
    description: 'Sign-ins and changes by user.',
    roles: ADMIN,
  },
];

const inOrder = <T extends object>(rows: T[]) => rows.map((row, i) => ({ ...row, sortOrder: (i + 1) * 10 }));

/** A company's maintenance menu entries (this module's and other modules'): category is the code's, the rest the company's. */
export async function upgradeMaintenanceMenu(tx: Tx | Db, companyId: number, items: (typeof maintenanceMenuItems.$inferInsert)[]) {
  await upgradeDefinitions(tx, {
    table: maintenanceMenuItems,
    where: eq(maintenanceMenuItems.companyId, companyId),
    scope: { companyId },
    keyOf: (row) => row.code,
    definitions: items.map((item) => ({ roles: '', ...item })),
    codeOwned: ['category'],
  });
}

/**
 * The company's menus and report list, brought up to the code's (seed/definitions.ts): what
 * makes an entry work (icons, customer type, category, query) is the code's; names, order and
 * roles are the company's once stored. Shared by its live and demo datasets.
 */
export async function upgradeNavigation(tx: Tx | Db, { companyId }: SeedScope) {
  const company = { where: eq(navigationModules.companyId, companyId), scope: { companyId } };
  const stored = await upgradeDefinitions(tx, {
    table: navigationModules,
    ...company,
    keyOf: (row) => `${row.kind}:${row.code}`,
    definitions: inOrder(modules.map(({ pages: _pages, ...m }) => ({ roles: '', ...m }))),
    codeOwned: ['iconName'],
  });
  const moduleId = (m: ModuleSeed) => stored.rows.find((row) => row.values.kind === m.kind && row.values.code === m.code)!.id;
  await upgradeDefinitions(tx, {
    table: navigationPages,
    where: eq(navigationPages.companyId, companyId),
    scope: { companyId },
    // A page is listed once per customer type it serves (Customer Detail: OCCUPIER and SUNDRY).
    keyOf: (row) => `${row.moduleId}:${row.code}:${row.customerType ?? ''}`,
    hashOf: ({ moduleId: _moduleId, ...page }) => page,
    definitions: modules.flatMap((m) => inOrder(m.pages).map((p) => ({ roles: '', customerType: null, ...p, description: p.name, moduleId: moduleId(m) }))),
    codeOwned: ['icon'],
  });
  await upgradeMaintenanceMenu(tx, companyId, inOrder(maintenance));
  const storedReports = await upgradeDefinitions(tx, {
    table: reports,
    where: eq(reports.companyId, companyId),
    scope: { companyId },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stored rows include reports added by hand, whose code is null.
    keyOf: (row) => row.code ?? '',
    definitions: inOrder(reportList.map((r) => reportDefinition({ roles: '', ...r }))),
    hashOf: reportHashOf,
    codeOwned: ['category', 'queryKey', 'description', 'config'],
  });
  await writeReportFilters(tx, companyId, [...storedReports.inserted, ...storedReports.updated]);
}

/** The Help menu a new company starts with; then it is the company's own list. */
export async function seedHelpTopics(tx: Tx | Db, { companyId }: SeedScope) {
  const [existing] = await tx.select({ id: helpTopics.id }).from(helpTopics).where(eq(helpTopics.companyId, companyId)).limit(1);
  if (existing) return;
  await tx.insert(helpTopics).values(inOrder([...help]).map((h) => ({ ...h, companyId })));
}
