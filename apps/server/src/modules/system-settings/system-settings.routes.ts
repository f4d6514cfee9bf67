import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, systemSettingEndpoints, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { updateSystemSetting, visibleSystemSettings } from './system-settings.service';

/** System settings (spec 3 §2.17): the policy lets administrators in; the service decides per parameter. */
export async function systemSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, systemSettingEndpoints.list, async (request) => request.scoped((tx) => visibleSystemSettings(tx, request.user().roles)));

  registerEndpoint(app, systemSettingEndpoints.update, async (request) => {
    const user = request.user();
    const actor = { userId: user.userId, username: user.username, ipAddress: request.ip, roles: user.roles };
    await request.scoped((tx) => updateSystemSetting(tx, actor, request.params.id, request.body.parameter));
    return successEnvelope(texts.settings.parameterUpdated);
  });
}
