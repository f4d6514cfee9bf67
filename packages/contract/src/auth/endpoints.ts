import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import { emailValidateRequestSchema, loginRequestSchema, loginResponseSchema, totpValidateRequestSchema } from './login';
import { resetPasswordRequestSchema, sendResetLinkQuerySchema } from './reset';

const tags = ['auth'];
const errors = [400, 401, 403, 429, 503];
const resetErrors = [400, 403, 429];

/** Sign-in, its second step, sign-out, the password reset and single sign-on (spec 1 §7, spec 3 §7). */
export const authEndpoints = {
  login: defineEndpoint({ method: 'POST', path: '/login', body: loginRequestSchema, response: loginResponseSchema, errors, tags }),
  validateTotp: defineEndpoint({
    method: 'POST',
    path: '/mfa/totp/validate-code',
    body: totpValidateRequestSchema,
    response: loginResponseSchema,
    errors,
    tags,
  }),
  validateEmailCode: defineEndpoint({
    method: 'POST',
    path: '/mfa/email/validate-code',
    body: emailValidateRequestSchema,
    response: loginResponseSchema,
    errors,
    tags,
  }),
  sendEmailCode: defineEndpoint({
    method: 'POST',
    path: '/mfa/email/send-code',
    body: loginRequestSchema /* the credentials of the pending sign-in */,
    response: envelopeSchema,
    errors,
    tags,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/logout', response: envelopeSchema, errors: [403], tags }),
  sendResetLink: defineEndpoint({
    method: 'POST',
    path: '/send-reset-password-link',
    query: sendResetLinkQuerySchema,
    response: envelopeSchema,
    errors: resetErrors,
    tags,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/reset-password',
    body: resetPasswordRequestSchema,
    response: envelopeSchema,
    errors: resetErrors,
    tags,
  }),
  /** Sends the browser to the accounting provider's sign-in (a 302). */
  ssoStart: defineEndpoint({ method: 'GET', path: '/sso/accounting/start', errors: [404], tags }),
  /** Sends the signed-in user's browser to the provider to link their identity (a 302). */
  ssoLinkStart: defineEndpoint({ method: 'GET', path: '/sso/accounting/link', errors: [401, 404], tags }),
  /** Forgets the signed-in user's linked provider identity. */
  ssoUnlink: defineEndpoint({ method: 'DELETE', path: '/sso/accounting/link', response: envelopeSchema, errors: [401], tags }),
  /** Where the provider sends the browser back: checks state, nonce and PKCE, then signs in or links, and redirects (302). */
  ssoCallback: defineEndpoint({
    method: 'GET',
    path: '/sso/accounting/callback',
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    tags,
  }),
};
