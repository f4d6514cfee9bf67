import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { addStaffUser, invitation, sendInvitation } from './staff.service';

/** Staff users added from the USERS maintenance page; only an administrator may (modules/policy). */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, usersEndpoints.inviteStaff, async (request) => {
    const user = request.user();
    const inviter = {
      userId: user.userId,
      username: user.username,
      roles: user.roles,
      companyId: user.companyId,
      ipAddress: request.ip,
      dataset: user.dataset,
    };
    const added = await request.scoped((tx) => addStaffUser(tx, request.body, inviter));
    return sendInvitation(app.mailer, await invitation(app.db, added, app.config.publicUrl), request.body.username, request.log);
  });
}
