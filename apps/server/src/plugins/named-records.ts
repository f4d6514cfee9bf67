import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CrmIdentifiers } from '@wattle/contract';
import { assertIdentifiersExist } from '../modules/sections/identifier-sources';
import { apiRouteOf } from './api-route';

/** Route parameters that name a customer or contact, as the section identifiers name them. */
const NAMED: readonly (keyof CrmIdentifiers)[] = ['customerId', 'partyId'];

/**
 * A route whose path names a customer or contact answers 404 unless the caller's scoped
 * transaction can see it: another company's, or for a property manager one outside their
 * buildings (row-level security, migration 0044). The route then never answers an empty page
 * or a 403 that would say the record exists. Runs after validation, so the ids are numbers.
 */
export const namedRecordsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.auth || !apiRouteOf(request)) return;
    const params = (request.params ?? {}) as Partial<Record<keyof CrmIdentifiers, unknown>>;
    const ids: CrmIdentifiers = {};
    for (const name of NAMED) if (typeof params[name] === 'number') ids[name] = params[name];
    if (Object.keys(ids).length) await request.scoped((tx) => assertIdentifiersExist(tx, ids));
  });
});
