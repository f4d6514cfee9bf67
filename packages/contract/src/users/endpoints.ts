import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import { freeTrialInfoQuerySchema, freeTrialInfoResponseSchema } from '../freeTrial/freeTrialInfo';
import { mfaChangeProofSchema, mfaConfirmQuerySchema, mfaConfirmResponseSchema, totpSetUpRequestSchema, totpSetUpResponseSchema } from './mfa';
import { inviteStaffRequestSchema } from './staff';
import { userSettingsSchema } from './settings';
import { systemParameterListSchema } from './system-parameters';

const tags = ['users'];
const errors = [400, 401, 403, 404, 429, 503];

/** The signed-in user's own settings, second-step set-up, the system parameters and the free-trial flags. */
export const usersEndpoints = {
  settings: defineEndpoint({ method: 'GET', path: '/users/settings', response: userSettingsSchema, errors, tags }),
  systemParameters: defineEndpoint({ method: 'GET', path: '/users/system-parameters', response: systemParameterListSchema, errors, tags }),
  /** A replacement (a second step already on) needs the proof; 403 without a right one. */
  totpSetUp: defineEndpoint({
    method: 'POST',
    path: '/users/mfa/totp/set-up',
    body: totpSetUpRequestSchema,
    response: totpSetUpResponseSchema,
    errors,
    tags,
  }),
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
  /** Emails a code that proves a change (the proof's `codeFrom: 'email'`); only while email codes are on. */
  sendChangeEmailCode: defineEndpoint({ method: 'POST', path: '/users/mfa/email/confirm-code', response: envelopeSchema, errors, tags }),
  /** Removal needs the proof; 403 without a right one. The user is emailed about every change. */
  removeTotp: defineEndpoint({ method: 'DELETE', path: '/users/mfa/totp', body: mfaChangeProofSchema, response: envelopeSchema, errors, tags }),
  removeEmail: defineEndpoint({ method: 'DELETE', path: '/users/mfa/email', body: mfaChangeProofSchema, response: envelopeSchema, errors, tags }),
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
