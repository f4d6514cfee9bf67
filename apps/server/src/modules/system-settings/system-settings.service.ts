import { eq, sql } from 'drizzle-orm';
import { mayEditSystemSetting, maySeeSystemSetting, systemSettingValueProblem, texts, type SystemParameter } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { systemParameters } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { listSystemParameters } from '../users/users.repository';
import type { Actor } from '../../lib/actor';

/** GET /system-settings: the parameters the caller's roles may see (spec 3 §6). */
export async function visibleSystemSettings(tx: Tx, roles: readonly string[]): Promise<SystemParameter[]> {
  return (await listSystemParameters(tx)).filter((p) => maySeeSystemSetting(roles, p));
}

/**
 * PUT /system-settings/{id}: the new value, checked against the parameter's type, audited. A
 * parameter the caller may not see is not found (404); one they see but may not edit is a 403.
 * The write reaches every server process's caches through the change notices (db/changes.ts).
 */
export async function updateSystemSetting(tx: Tx, actor: Actor & { roles: readonly string[] }, id: number, value: string) {
  const [current] = await tx.select().from(systemParameters).where(eq(systemParameters.id, id)).for('update');
  if (!current || !maySeeSystemSetting(actor.roles, current)) throw notFound(texts.server.notFound);
  if (!mayEditSystemSetting(actor.roles, current)) throw forbidden(texts.systemSettings.notEditable);
  const problem = systemSettingValueProblem(current, value);
  if (problem) throw badRequest(problem);
  const parameter = value.trim();
  await tx
    .update(systemParameters)
    .set({ parameter, updatedAt: sql`now()` })
    .where(eq(systemParameters.id, id));
  await audit(tx, {
    event: 'systemSettings.update',
    entity: 'system_parameters',
    entityId: id,
    oldValues: { code: current.code, parameter: current.parameter },
    newValues: { code: current.code, parameter },
    userId: actor.userId,
    username: actor.username,
    ipAddress: actor.ipAddress,
  });
}
