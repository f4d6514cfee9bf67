import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, SESSION_COOKIE, splitRoles, texts, type Dataset } from '@wattle/contract';
import type { Tx } from '../db/client';
import { withScope, type Scope } from '../db/tenancy';
import type { Actor } from '../lib/actor';
import { unauthorized } from '../lib/errors';
import { hashSecret } from '../lib/secrets';
import { SESSION_TABLES, SessionCache } from '../modules/auth/session-cache';
import { findSession, TOUCH_EVERY_SECONDS, touchSession } from '../modules/auth/session.repository';
import { apiRouteOf } from './api-route';

export interface AuthContext {
  sessionId: string;
  userId: number;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  companyId: number;
  companyCode: string;
  dataset: Dataset;
  roles: string[];
  userRoles: string;
  freeTrial: boolean;
  mfaPending: boolean;
  /** A property manager sees only the buildings assigned to them (Scope.propertyManagerId). */
  propertyManager: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in user; throws 401 when absent (routes are protected unless `config.public`). */
    user(): AuthContext;
    scope(): Scope;
    /** The signed-in user as the actor of a domain command (throws 401 like `user()`). */
    actor(): Actor;
    /** Runs `work` confined by row-level security to the session's company and dataset (and a property manager's buildings). */
    scoped<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, reset, health). */
    public?: boolean;
    /** Reachable while the second sign-in step is pending. */
    mfaPending?: boolean;
    /** A page's own HTML form posts here (no X-CSRF); only for posts that carry the user's password. */
    passwordForm?: boolean;
    /** A provider's webhook (no X-CSRF): the body carries the provider's signature, checked by the route. */
    signedWebhook?: boolean;
  }
}

/**
 * Loads the session behind the cookie for every /api request and refuses protected routes
 * without one. Routes opt out with `config: { public: true }`.
 *
 * Sessions found are kept a few seconds in a SessionCache that the change notices of the session,
 * user, company and system-parameter tables empty, from any server process (docs/security.md).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const cache = new SessionCache();
  const { changes } = app.database;
  const stopWatching = changes.on(SESSION_TABLES, (change) => cache.invalidate(change.companyId));
  app.addHook('onClose', async () => stopWatching());

  /** The session behind a cookie token: from the cache, else from the database (then cached). */
  async function authenticate(token: string): Promise<AuthContext | null> {
    const id = hashSecret(token);
    const cached = cache.get(id);
    if (cached) return { ...cached, roles: [...cached.roles] };
    const readAt = performance.now();
    const found = await findSession(app.db, id);
    if (!found) return null;
    let idleLeft = found.idleLeft;
    if (found.seenAgo >= TOUCH_EVERY_SECONDS) {
      await touchSession(app.db, found.id);
      idleLeft = found.idleAllowance;
    }
    const u = found.user;
    const auth: AuthContext = {
      sessionId: found.id,
      userId: u.id,
      username: u.username,
      displayName: `${u.firstName} ${u.lastName}`.trim() || u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      emailAddress: u.emailAddress,
      companyId: u.companyId,
      companyCode: found.companyCode,
      dataset: found.dataset,
      roles: splitRoles(u.userRoles),
      userRoles: u.userRoles,
      freeTrial: found.freeTrial,
      mfaPending: found.state === 'mfa',
      propertyManager: u.isPropertyManager,
    };
    cache.set(id, auth, readAt, Math.min(found.expiresIn, idleLeft) * 1000, changes.listening);
    return { ...auth, roles: [...auth.roles] };
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('user', function (this: FastifyRequest) {
    if (!this.auth) throw unauthorized(texts.server.unauthenticated);
    return this.auth;
  });
  app.decorateRequest('scope', function (this: FastifyRequest) {
    const u = this.user();
    return u.propertyManager ? { companyId: u.companyId, dataset: u.dataset, propertyManagerId: u.userId } : { companyId: u.companyId, dataset: u.dataset };
  });
  app.decorateRequest('actor', function (this: FastifyRequest): Actor {
    const { userId, username } = this.user();
    return { userId, username, ipAddress: this.ip };
  });
  app.decorateRequest('scoped', function <T>(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
    return withScope(app.db, this.scope(), work);
  });

  // Public routes say so in the OpenAPI document (no session scheme); tests read it to find every protected route.
  app.addHook('onRoute', (route) => {
    if (route.config?.public) route.schema = { ...route.schema, security: [] };
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = apiRouteOf(request);
    if (!route || (route.startsWith('/api/docs') && !app.config.isProduction)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await authenticate(token);
    const config = request.routeOptions.config;
    if (config.public) return;
    if (!request.auth || (request.auth.mfaPending && !config.mfaPending)) {
      return reply.status(401).send(errorEnvelope(texts.server.unauthenticated));
    }
  });
});

/**
 * Cookies are Secure when the request came over https (behind a TLS proxy that needs TRUST_PROXY=on)
 * or when the public address is https.
 */
export const secureCookies = (request: FastifyRequest) => request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:');

/** The session cookie: HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(request) });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
