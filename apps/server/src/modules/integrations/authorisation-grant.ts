import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNTING_LANDING, type IntegrationType } from '@wattle/contract';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import type { Scoped } from '../../lib/batches';
import { sameSecret, type SecretBox } from '../../lib/secrets';
import { secureCookies } from '../../plugins/auth';
import { logEvent } from './accounting/accounting.repository';
import { saveToken, upsertIntegration } from './addons.repository';

/** How long a started authorisation may take: the grant cookie's lifetime. */
const GRANT_COOKIE_MAX_AGE_SECONDS = 600;

/** The 302 of a redirect route (the OpenAPI answer). */
export const redirectResponse = { 302: z.string().describe('302 redirect') };

/**
 * The state of an authorisation redirect (RFC 6749 §4.1, §10.12) and what the callback needs
 * besides the code (a PKCE verifier, a subdomain), sealed in a short-lived httpOnly SameSite=Lax
 * cookie scoped to the callback's path: nothing is kept in the process, so any server may take
 * the callback.
 */
export function authorisationGrant<Grant extends { state: string }>(box: SecretBox, cookie: { name: string; callbackPath: string; schema: z.ZodType<Grant> }) {
  const path = `/api${cookie.callbackPath}`;
  const open = (sealed: string): Grant | null => {
    try {
      const parsed = cookie.schema.safeParse(JSON.parse(box.open(sealed)));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  return {
    /** Puts the grant in the cookie, for the callback. */
    give(request: FastifyRequest, reply: FastifyReply, grant: Grant) {
      reply.setCookie(cookie.name, box.seal(JSON.stringify(grant)), {
        path,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(request),
        maxAge: GRANT_COOKIE_MAX_AGE_SECONDS,
      });
    },
    /**
     * The callback's grant (the cookie cleared): null unless the cookie opens, the provider sent a
     * code, and its state is the cookie's (compared in constant time).
     */
    take(request: FastifyRequest<{ Querystring: { code?: string; state?: string } }>, reply: FastifyReply): (Grant & { code: string }) | null {
      const sealed = request.cookies[cookie.name];
      reply.clearCookie(cookie.name, { path });
      const grant = sealed ? open(sealed) : null;
      const { code, state } = request.query;
      if (!grant || !code || !state || !sameSecret(state, grant.state)) return null;
      return { ...grant, code };
    },
  };
}

/** Sends the browser back to the Add-ons screen with `{statusParameter}=success|failed`. */
export const landOnAddons = (reply: FastifyReply, statusParameter: string, status: 'success' | 'failed') =>
  reply.redirect(`${ACCOUNTING_LANDING}?${new URLSearchParams({ [statusParameter]: status })}`);

/** A card connected by its provider's authorisation redirect: what it is and what the connection keeps. */
export interface RedirectConnection {
  platformName: string;
  integrationType: IntegrationType;
  /** The event log's activity. */
  logText: string;
  /**
   * The provider's part, outside any transaction: trades the code (and sets up what else the
   * card needs there), answering the token to keep sealed and what the log and audit may show.
   * Throws when the provider refuses: then nothing is kept but an event-log entry.
   */
  obtain(): Promise<{ token: string; scope: string | null; details: Record<string, unknown> }>;
}

/**
 * The callback's work for a card connected by redirect: the provider's part outside any
 * transaction, then the sealed token, the card marked connected, the event log and the audit in
 * one short transaction. A refusal keeps nothing but an ERROR entry in the event log.
 */
export async function completeRedirectConnection(scoped: Scoped, box: SecretBox, actor: Actor, connection: RedirectConnection) {
  const { platformName, integrationType, logText } = connection;
  let obtained: Awaited<ReturnType<RedirectConnection['obtain']>>;
  try {
    obtained = await connection.obtain();
  } catch (error) {
    await scoped(async (tx) => {
      const integrationId = await upsertIntegration(tx, platformName, integrationType, false);
      await logEvent(tx, integrationId, logText, 'ERROR', (error as Error).message);
    });
    throw error;
  }
  await scoped(async (tx) => {
    const integrationId = await upsertIntegration(tx, platformName, integrationType, true);
    await saveToken(tx, integrationId, platformName, { accessToken: box.seal(obtained.token), refreshToken: null, scope: obtained.scope, expiresAt: null });
    await logEvent(tx, integrationId, logText, 'SUCCESS', JSON.stringify(obtained.details));
    await audit(tx, {
      event: 'integrations.connect',
      entity: 'integrations',
      entityId: integrationId,
      newValues: { platformName, ...obtained.details },
      ...actor,
    });
  });
}
