import { AUTH_LIMITS, DEFAULT_TIME_ZONE, PARAMS } from '@wattle/contract';
import type { Db, Tx } from '../../client';
import { systemParameters } from '../../schema/index';
import type { SeedScope } from '../reference';

/** System parameters (spec 1 §3, 3 §3); boolean values are Y/N. */
export async function seedSystemParameters(tx: Tx | Db, scope: SeedScope) {
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
  await tx.insert(systemParameters).values(rows.map((p) => ({ ...p, ...scope })));
}
