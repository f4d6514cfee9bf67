import {
  ADMINISTRATION_ROLES,
  allows,
  allowsWrite,
  BILL_ISSUERS,
  INTEGRATION_MANAGERS,
  ROLES,
  SYSTEM_JOB_RUNNERS,
  TEMPLATE_EDITORS,
  type Allowed,
} from '@wattle/contract';

/**
 * The permission policy: who may read and write each route, section, section action, dashboard
 * process action and wizard. Everything not listed here gets the defaults, which deny: reads are
 * for every signed-in user of the company, writes for users who may change data (never ReadOnly).
 * docs/security.md explains the tables and how to add a role or an exception.
 */

/** `METHOD /api/route/:param` as Fastify registered it. */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/**
 * Writes that change only the caller's own things: their session, second step, recent searches,
 * dismissed ribbons and their own column settings of a report (spec 2 §2.8). Anyone may make
 * them, and they are the only writes a property manager may make (mayPropertyManagerCall).
 */
const OWN_WRITES: readonly RouteKey[] = [
  'POST /api/logout',
  'POST /api/users/mfa/totp/set-up',
  'POST /api/users/mfa/totp/set-up/confirm',
  'POST /api/users/mfa/email/set-up/send-code',
  'POST /api/users/mfa/email/set-up/confirm',
  'POST /api/users/mfa/email/confirm-code',
  'DELETE /api/users/mfa/totp',
  'DELETE /api/users/mfa/email',
  'POST /api/search/update-recent',
  'POST /api/users/system-ribbons/:id/dismiss',
  'PUT /api/reports/:reportId/user-report-settings',
];

/** Routes whose answer is not the default. */
const ROUTE_EXCEPTIONS: Readonly<Record<RouteKey, Allowed>> = {
  ...(Object.fromEntries(OWN_WRITES.map((route) => [route, 'anyone'])) as Record<RouteKey, Allowed>),
  // Inviting staff users is the administrator's.
  'POST /api/users/staff': [ROLES.admin],
  // What customers are billed is the administrator's (docs/security.md "Billing decisions"): starting
  // a bill run by hand (the scheduler starts the BILL_RUN task's), issuing one (and its preview) or cancelling one, credit
  // notes, rebilling and instant invoices. Reviewing a run's exceptions stays with every writer.
  'POST /api/billing/bill-runs': BILL_ISSUERS,
  'POST /api/billing/bill-runs/preview': BILL_ISSUERS,
  'POST /api/billing/bill-runs/:id/issue': BILL_ISSUERS,
  // What an issue would issue and hold: asked by the issue's confirmation, so the issuer's alone.
  'GET /api/billing/bill-runs/:id/issue-preview': BILL_ISSUERS,
  'POST /api/billing/bill-runs/:id/cancel': BILL_ISSUERS,
  'POST /api/billing/invoices/:id/credit-note': BILL_ISSUERS,
  'POST /api/billing/invoices/:id/rebill': BILL_ISSUERS,
  'POST /api/customers/:customerId/invoice': BILL_ISSUERS,
  // Spec 2 §6 keeps only deleting notes and activities from ReadOnly: they record calls and notes
  // like everyone (the service refuses them a note deletion; DELETE stays the writers').
  'POST /api/activities': 'anyone',
  // Previews of a letter or email write nothing: whoever may read the customer may look.
  'POST /api/correspondence/adhoc-email/preview': 'anyone',
  'POST /api/correspondence/mail-merge-schedule/:id/preview': 'anyone',
  'POST /api/correspondence/mail-merge-template/:id/preview-pdf': 'anyone',
  // The HTML template editor is the administrator's: a template is the text of every letter and email (spec 2 §2.7).
  'GET /api/correspondence/html-template/:id/brand/:brandId': TEMPLATE_EDITORS,
  'POST /api/correspondence/html-template/:id/brand/:brandId': TEMPLATE_EDITORS,
  'GET /api/document-template/:id/brand/:brandId': TEMPLATE_EDITORS,
  'POST /api/correspondence/html-template/convert-to-pdf': TEMPLATE_EDITORS,
  'POST /api/correspondence/adhoc-email/bulk/preview': 'anyone',
  'POST /api/correspondence/bulk/audience': 'anyone',
  'POST /api/correspondence/mail-merge-template/:id/bulk/preview-pdf': 'anyone',
  // Access URLs only let the caller read what they may already read (spec 1 §7): whoever reads documents asks.
  'POST /api/documents/get-document-access-urls': 'anyone',
  // Buildings are reference data (the BUILDINGS section): administrators change them.
  'PUT /api/buildings/:id': ADMINISTRATION_ROLES,
  // System settings: everyone opens them read-only (spec 3 §6: Edit disabled), administrators
  // change them; which parameter each may see and edit is the contract's maySeeSystemSetting /
  // mayEditSystemSetting, applied by the service.
  'PUT /api/system-settings/:id': ADMINISTRATION_ROLES,
  // Property managers are users: the administrator's, like inviting staff (menu PROPERTYMANAGER).
  'GET /api/property-manager/users': [ROLES.admin],
  'POST /api/property-manager/users': [ROLES.admin],
  'GET /api/property-manager/users/:id/buildings': [ROLES.admin],
  'POST /api/property-manager/users/:id/buildings': [ROLES.admin],
  'DELETE /api/property-manager/users/:id': [ROLES.admin],
  // System jobs are administration (the System menu's page); 'Run Job' is the developer's (spec 2 §6).
  'POST /api/system-jobs': ADMINISTRATION_ROLES,
  'PUT /api/system-jobs/:id': ADMINISTRATION_ROLES,
  'POST /api/system-jobs/:id/run': SYSTEM_JOB_RUNNERS,
  'POST /api/system-jobs/job-tasks': ADMINISTRATION_ROLES,
  'PUT /api/system-jobs/job-tasks/:id': ADMINISTRATION_ROLES,
  'DELETE /api/system-jobs/job-tasks/:id': ADMINISTRATION_ROLES,
  // Connecting a company to outside providers hands them its data: the administrator's (Add-ons).
  'POST /api/integrations/:provider/connect': INTEGRATION_MANAGERS,
  'POST /api/integrations/:provider/disconnect': INTEGRATION_MANAGERS,
  'GET /api/redirect-to-xero-integration': INTEGRATION_MANAGERS,
  'GET /api/integrations/accounting/callback': INTEGRATION_MANAGERS,
  'GET /api/redirect-to-zendesk-integration': INTEGRATION_MANAGERS,
  'GET /api/integrations/helpdesk/callback': INTEGRATION_MANAGERS,
  'POST /api/integrations/:provider/remove-tenant/:id': INTEGRATION_MANAGERS,
  'POST /api/integrations/:provider/update-buildings-tenant': INTEGRATION_MANAGERS,
  'POST /api/integrations/:provider/journal-account-mappings': INTEGRATION_MANAGERS,
  'POST /api/integrations/:provider/receipt-account-mappings': INTEGRATION_MANAGERS,
  // Post now: the posting run the five-minute clock would start, started by whoever manages the integration.
  'POST /api/integrations/:provider/postings': INTEGRATION_MANAGERS,
};

const READS = new Set(['GET', 'OPTIONS']);

/** HEAD is answered by the GET handler, so every rule treats it as that GET. */
export const policyMethod = (method: string) => (method === 'HEAD' ? 'GET' : method);

/** Whether a user with `roles` may call the route at all (sections and wizards then decide further). */
export function mayCallRoute(requestMethod: string, url: string, roles: readonly string[]): boolean {
  const method = policyMethod(requestMethod);
  const exception = ROUTE_EXCEPTIONS[`${method} ${url}` as RouteKey];
  if (exception) return READS.has(method) ? allows(exception, roles) : exception === 'anyone' || allowsWrite(exception, roles);
  return READS.has(method) || allowsWrite('writers', roles);
}

/**
 * A property manager looks at the buildings assigned to them and changes nothing but their own
 * things: every read (row-level security confines what it finds), and of the writes only OWN_WRITES.
 */
export const mayPropertyManagerCall = (requestMethod: string, url: string) => {
  const method = policyMethod(requestMethod);
  return READS.has(method) || OWN_WRITES.includes(`${method} ${url}` as RouteKey);
};

export interface Access {
  read: Allowed;
  write: Allowed;
}

const ADMINISTRATION: Access = { read: ADMINISTRATION_ROLES, write: ADMINISTRATION_ROLES };
/** Reference data every user reads (pickers, customer pages) but only administrators change. */
const REFERENCE: Access = { read: 'anyone', write: ADMINISTRATION_ROLES };
const DEFAULT_ACCESS: Access = { read: 'anyone', write: 'writers' };

/** Sections whose access is not the default (customer pages: everyone reads, writers write). */
const SECTION_ACCESS: Readonly<Record<string, Access>> = {
  USERS: { read: ADMINISTRATION_ROLES, write: [ROLES.admin] },
  SYSPARAMS: { read: ADMINISTRATION_ROLES, write: [ROLES.developer] },
  SECTIONFIELDS: ADMINISTRATION,
  CUSTSTATUSTYPES: ADMINISTRATION,
  CONCESSIONS: ADMINISTRATION,
  BRANDS: ADMINISTRATION,
  DOCCATEGORY: ADMINISTRATION,
  // The Help menu's entries: everyone reads them through GET /navigation/help-topics.
  HELPTOPICS: ADMINISTRATION,
  BUILDINGS: REFERENCE,
  BILLINGCYCLES: REFERENCE,
  TEMPLATES: REFERENCE,
};

const sectionAccess = (code: string): Access => SECTION_ACCESS[code] ?? DEFAULT_ACCESS;
export const mayReadSection = (code: string, roles: readonly string[]) => allows(sectionAccess(code).read, roles);
/** Saving, deleting and performing any of the section's actions: one must also read it. */
export const mayWriteSection = (code: string, roles: readonly string[]) => mayReadSection(code, roles) && allowsWrite(sectionAccess(code).write, roles);

/** Section actions that need more than the section's write permission, by `SECTION.ACTION`. */
const SECTION_ACTION_ACCESS: Readonly<Record<string, Allowed>> = {};

export function mayPerformSectionAction(sectionCode: string, actionCode: string, roles: readonly string[]): boolean {
  const extra = SECTION_ACTION_ACCESS[`${sectionCode}.${actionCode}`];
  return mayWriteSection(sectionCode, roles) && (extra === undefined || allowsWrite(extra, roles));
}

/**
 * Dashboard processes and their actions carry the company's own comma-separated role lists
 * (adjustable per company; empty: everyone). Seeing follows the list; running an action or
 * editing a process's rows is a write.
 */
export const maySeeProcess = (required: readonly string[], roles: readonly string[]) => required.length === 0 || allows(required as Allowed, roles);
export const mayRunProcessAction = (required: readonly string[], roles: readonly string[]) =>
  allowsWrite(required.length ? (required as Allowed) : 'writers', roles);

/** A wizard writes what it collects: writers run it, unless the wizard names its own rule. */
export const mayRunWizard = (roles: readonly string[], own?: Allowed) => allowsWrite(own ?? 'writers', roles);
