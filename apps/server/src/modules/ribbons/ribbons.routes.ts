import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, texts } from '@wattle/contract';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { activeRibbons, dismissRibbon, findRibbon } from './ribbons.repository';

/** System ribbons across the dashboard (spec 2 §2.1): only a dismissible (Y) ribbon can be dismissed, per user. */
export async function ribbonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, dashboardEndpoints.ribbons, async (request) => {
    const { userId } = request.user();
    const ribbons = await request.scoped((tx) => activeRibbons(tx, userId));
    return ribbons.map((r) => ({ ...r, dismissible: r.dismissible ? ('Y' as const) : ('N' as const) }));
  });

  registerEndpoint(app, dashboardEndpoints.dismissRibbon, async (request) => {
    const user = request.user();
    return request.scoped(async (tx) => {
      const ribbon = await findRibbon(tx, request.params.id);
      if (!ribbon) throw notFound(texts.dashboard.ribbonNotFound);
      if (!ribbon.dismissible) throw badRequest(texts.dashboard.ribbonNotDismissible);
      await dismissRibbon(tx, ribbon.id, user.userId);
      await audit(tx, {
        event: 'ribbon.dismiss',
        entity: 'system_ribbons',
        entityId: ribbon.id,
        userId: user.userId,
        username: user.username,
        ipAddress: request.ip,
      });
      return [{ message: texts.dashboard.ribbonDismissed, messageType: 'Success' as const }];
    });
  });
}
