import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, sectionsByCodeQuery, texts } from '@wattle/contract';
import { sectionDefinitions } from '../../db/schema/index';
import { apiRouteOf } from '../../plugins/api-route';
import { mayCallRoute, mayPropertyManagerCall, mayReadSection, mayWriteSection, policyMethod } from './policy';

const SECTION_ROUTE = /^\/api\/display\/sections\/:sectionId\//;
const SECTIONS_BY_CODE = '/api/display/sections';

/**
 * Applies the policy to every /api request in one place, after the session is known and before
 * anything is read or parsed: the route's own rule, then, for the section routes, the section's.
 * Refusals are a 403 envelope; route files do not check roles themselves.
 */
export const policyPlugin = fp(async (app: FastifyInstance) => {
  // Section ids are stable once written (section_definitions is shared by every company).
  const sectionCodes = new Map<number, string>();
  async function sectionCode(id: number): Promise<string | null> {
    const known = sectionCodes.get(id);
    if (known) return known;
    const [row] = await app.db.select({ code: sectionDefinitions.code }).from(sectionDefinitions).where(eq(sectionDefinitions.id, id));
    if (row) sectionCodes.set(id, row.code);
    return row?.code ?? null;
  }

  /** The section codes a section route names; null when it names none the policy can check (the route then answers 400/404). */
  async function sectionsOf(request: FastifyRequest, url: string): Promise<string[] | null> {
    if (url === SECTIONS_BY_CODE) {
      const parsed = sectionsByCodeQuery.safeParse(request.query);
      return parsed.success ? parsed.data.codes : null;
    }
    if (!SECTION_ROUTE.test(url)) return null;
    const id = Number((request.params as { sectionId?: string }).sectionId);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
    const code = await sectionCode(id);
    return code ? [code] : null;
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.auth;
    const url = apiRouteOf(request);
    if (reply.sent || !user || user.mfaPending || request.routeOptions.config.public || !url) return;
    const refuse = () => reply.status(403).send(errorEnvelope(texts.server.forbidden));
    const method = policyMethod(request.method);
    if (!mayCallRoute(method, url, user.roles) || (user.propertyManager && !mayPropertyManagerCall(method, url))) return refuse();
    const codes = await sectionsOf(request, url);
    const decide = method === 'GET' ? mayReadSection : mayWriteSection;
    if (codes?.some((code) => !decide(code, user.roles))) return refuse();
  });
});
