import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import { freeTrialInfoQuerySchema, freeTrialInfoResponseSchema } from '../freeTrial/freeTrialInfo';
import { mfaConfirmQuerySchema, mfaConfirmResponseSchema, totpSetUpResponseSchema } from './mfa';
import { inviteStaffRequestSchema } from './staff';
import { userSettingsSchema } from './settings';
import { systemParameterListSchema } from './system-parameters';

const tags = ['users'];
const errors = [400, 401, 403, 404, 429, 503];

/** The signed-in user's own settings, second-step set-up, the system parameters and the free-trial flags. */
export const usersEndpoints = {
  settings: defineEndpoint({ method: 'GET', path: '/users/settings', response: userSettingsSchema, errors, tags }),
  systemParameters: defineEndpoint({ method: 'GET', path: '/users/system-parameters', response: systemParameterListSchema, errors, tags }),
  totpSetUp: defineEndpoint({ method: 'POST', path: '/users/mfa/totp/set-up', response: totpSetUpResponseSchema, errors, tags }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/users/mfa/totp/set-up/confirm',
    query: mfaConfirmQuerySchema,
    response: mfaConfirmResponseSchema,
    errors,
    tags,
  }),
  sendSetUpEmailCode: defineEndpoint({ method: 'POST', path: '/users/mfa/email/set-up/send-code', response: envelopeSchema, errors, tags }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/users/mfa/email/set-up/confirm',
    query: mfaConfirmQuerySchema,
    response: mfaConfirmResponseSchema,
    errors,
    tags,
  }),
  removeTotp: defineEndpoint({ method: 'DELETE', path: '/users/mfa/totp', response: envelopeSchema, errors, tags }),
  removeEmail: defineEndpoint({ method: 'DELETE', path: '/users/mfa/email', response: envelopeSchema, errors, tags }),
  /** An administrator adds a staff user, who is emailed a link to set a password (modules/policy: ADMIN only). */
  inviteStaff: defineEndpoint({
    method: 'POST',
    path: '/users/staff',
    body: inviteStaffRequestSchema,
    response: envelopeSchema,
    errors: [400, 403, 409],
    tags,
  }),
  /** Only about the signed-in user (?username= must be theirs). */
  freeTrialInfo: defineEndpoint({
    method: 'GET',
    path: '/users/free-trial-info',
    query: freeTrialInfoQuerySchema,
    response: freeTrialInfoResponseSchema,
    errors: [403],
    tags: ['free-trial'],
  }),
};
