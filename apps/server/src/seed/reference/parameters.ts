import { AUTH_LIMITS, DEFAULT_TIME_ZONE, FREE_TRIAL_PARAMS, PARAMS } from '@wattle/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { systemParameters } from '../../db/schema/index';
import { upgradeDefinitions } from '../definitions';
import type { SeedScope } from '../reference';

/**
 * What invoices and statements print besides the brand (docs/documents.md). A live company starts
 * blank (nothing printed until it sets its own); the demo dataset shows example details.
 */
function billingDocumentParameters(scope: SeedScope) {
  const demo = scope.dataset === 'demo';
  const category = 'Billing documents';
  return [
    {
      code: PARAMS.companyAbn,
      description: 'ABN printed on invoices and statements',
      parameter: demo ? '11 222 333 680' : '',
      parameterCategoryDescription: category,
    },
    {
      code: PARAMS.bpayBillerCode,
      description: 'BPAY biller code printed on invoices and statements',
      parameter: demo ? '123456' : '',
      parameterCategoryDescription: category,
    },
    {
      code: PARAMS.directDebitText,
      description: 'How to pay by direct debit, printed on invoices and statements',
      parameter: demo ? 'Call us or use My Account to have each bill paid from your bank account on its due date.' : '',
      parameterCategoryDescription: category,
    },
  ];
}

/**
 * Where the free-trial page's links lead (spec 3 §2.14): blank opens the in-product pages
 * (FREE_TRIAL_LINKS); an administrator sets the company's own addresses (docs/administration.md).
 */
function freeTrialLinkParameters() {
  const category = 'Free trial';
  return [
    {
      code: FREE_TRIAL_PARAMS.subscribeUrl,
      description: 'Subscribe button address (blank: the in-product Subscribe page)',
      parameter: '',
      parameterType: 'link',
      parameterCategoryDescription: category,
    },
    {
      code: FREE_TRIAL_PARAMS.helpEmail,
      description: 'Help email address (blank: the in-product Contact support page)',
      parameter: '',
      parameterType: 'email',
      parameterCategoryDescription: category,
    },
    {
      code: FREE_TRIAL_PARAMS.helpVideoUrl,
      description: 'Help video address (blank: the in-product Getting started page)',
      parameter: '',
      parameterType: 'link',
      parameterCategoryDescription: category,
    },
  ];
}

/**
 * System parameters (spec 1 §3, 3 §3); boolean values are Y/N. A parameter new to the code reaches
 * every company at the next start; the value a company set is its own (seed/definitions.ts).
 */
export async function upgradeSystemParameters(tx: Tx | Db, scope: SeedScope) {
  const rows = [
    { code: PARAMS.dateFormat, description: 'Date display format', parameter: 'DD/MM/YYYY', parameterCategoryDescription: 'Display' },
    { code: PARAMS.currency, description: 'Currency symbol', parameter: '$', parameterCategoryDescription: 'Display' },
    {
      code: PARAMS.isLive,
      description: 'Company profile set up and live',
      parameter: scope.dataset === 'demo' ? 'Y' : 'N',
      parameterType: 'boolean',
      parameterCategoryDescription: 'General',
      access: false,
    },
    { code: PARAMS.timeZone, description: 'Time zone of the business day (IANA name)', parameter: DEFAULT_TIME_ZONE, parameterCategoryDescription: 'General' },
    { code: PARAMS.netNodeLabel, description: 'Label for network nodes', parameter: 'Building', parameterCategoryDescription: 'Display' },
    { code: PARAMS.subscription, description: 'Subscription text', parameter: 'Standard subscription', parameterCategoryDescription: 'General', access: false },
    ...billingDocumentParameters(scope),
    {
      code: PARAMS.dishonourFee,
      description: 'Fee charged when a payment is dishonoured (blank: none)',
      parameter: scope.dataset === 'demo' ? '15.00' : '',
      parameterCategoryDescription: 'Payments',
    },
    {
      code: PARAMS.adjustmentApprovalLimit,
      description: 'Adjustments above this amount wait for a second user to approve them (blank: no limit)',
      parameter: scope.dataset === 'demo' ? '500.00' : '',
      parameterCategoryDescription: 'Payments',
    },
    ...freeTrialLinkParameters(),
    {
      code: PARAMS.sessionIdleMinutes,
      description: 'Minutes without activity before a session ends',
      parameter: String(AUTH_LIMITS.sessionIdleMinutes),
      parameterType: 'number',
      parameterCategoryDescription: 'Security',
    },
    {
      code: PARAMS.sessionAbsoluteHours,
      description: 'Hours after sign-in before a session ends',
      parameter: String(AUTH_LIMITS.sessionAbsoluteHours),
      parameterType: 'number',
      parameterCategoryDescription: 'Security',
    },
  ];
  await upgradeDefinitions(tx, {
    table: systemParameters,
    where: and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, scope.dataset))!,
    scope,
    keyOf: (row) => row.code,
    definitions: rows.map((p) => ({ parameterType: 'string', access: true, ...p })),
    codeOwned: ['description', 'parameterType', 'parameterCategoryDescription', 'access'],
  });
}
