import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { addStaffUser, sendInvitation } from './staff.service';

/** Staff users added from the USERS maintenance page; only an administrator may (modules/policy). */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, usersEndpoints.inviteStaff, async (request) => {
    const user = request.user();
    const inviter = { userId: user.userId, username: user.username, roles: user.roles, companyId: user.companyId, ipAddress: request.ip, dataset: user.dataset };
    const mail = await request.scoped((tx) => addStaffUser(tx, request.body, inviter, app.config.publicUrl));
    return sendInvitation(app.mailer, mail, request.body.username, request.log);
  });
}
