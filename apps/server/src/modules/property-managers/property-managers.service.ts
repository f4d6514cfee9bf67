import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROLES, texts, type AssignedBuilding, type NewPropertyManager, type PropertyManager } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { networkNodes, propertyManagerBuildings, users } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { FOREIGN_KEY_VIOLATION, postgresCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { hashNewPassword } from '../auth/password';
import type { Actor } from '../../lib/actor';

const displayName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** GET /property-manager/users: the company's property managers by name. */
export async function listPropertyManagers(tx: Tx): Promise<PropertyManager[]> {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.emailAddress })
    .from(users)
    .where(eq(users.isPropertyManager, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: displayName(u), email: u.email }));
}

async function propertyManager(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isPropertyManager, true)));
  if (!row) throw notFound(texts.server.notFound);
  return row;
}

/**
 * POST /property-manager/users: a user who signs in with the email address and the password given.
 * A property manager looks at the buildings assigned to them and changes nothing: the role is ReadOnly.
 */
export async function addPropertyManager(tx: Tx, scope: Scope, actor: Actor, input: NewPropertyManager): Promise<string> {
  const username = input.emailAddress.toLowerCase();
  const passwordHash = await hashNewPassword(input.password);
  let created: { id: number } | undefined;
  try {
    // A savepoint, so that a taken address leaves the transaction usable for the 409.
    [created] = await tx.transaction((sp) =>
      sp
        .insert(users)
        .values({
          companyId: scope.companyId,
          username,
          firstName: input.firstName,
          lastName: input.lastName,
          emailAddress: input.emailAddress,
          userRoles: ROLES.readOnly,
          isPropertyManager: true,
          passwordHash,
        })
        .returning({ id: users.id }),
    );
  } catch (error) {
    if (postgresCode(error) === UNIQUE_VIOLATION) throw conflict(texts.propertyManagers.emailTaken);
    throw error;
  }
  const name = `${input.firstName} ${input.lastName}`;
  await audit(tx, {
    event: 'propertyManager.add',
    entity: 'USERS',
    entityId: created!.id,
    newValues: { username, firstName: input.firstName, lastName: input.lastName, emailAddress: input.emailAddress },
    ...actor,
  });
  return name;
}

/** GET /property-manager/users/{id}/buildings: the buildings assigned to the manager in this dataset, by code. */
export async function assignedBuildings(tx: Tx, id: number): Promise<AssignedBuilding[]> {
  await propertyManager(tx, id);
  return tx
    .select({ buildingId: networkNodes.id, buildingCode: networkNodes.buildingCode, buildingDescription: networkNodes.description })
    .from(propertyManagerBuildings)
    .innerJoin(networkNodes, eq(networkNodes.id, propertyManagerBuildings.networkNodeId))
    .where(eq(propertyManagerBuildings.userId, id))
    .orderBy(asc(networkNodes.buildingCode));
}

/** POST /property-manager/users/{id}/buildings: the manager's buildings become exactly the ones named (400 for an unknown code). */
export async function setAssignedBuildings(tx: Tx, actor: Actor, id: number, codes: readonly string[]) {
  await propertyManager(tx, id);
  const wanted = [...new Set(codes)];
  const found = wanted.length
    ? await tx.select({ id: networkNodes.id, code: networkNodes.buildingCode }).from(networkNodes).where(inArray(networkNodes.buildingCode, wanted))
    : [];
  const unknown = wanted.filter((code) => !found.some((b) => b.code === code));
  if (unknown.length) throw badRequest(texts.propertyManagers.unknownBuildings(unknown.join(', ')));
  const before = await assignedBuildings(tx, id);
  await tx.delete(propertyManagerBuildings).where(eq(propertyManagerBuildings.userId, id));
  if (found.length) await tx.insert(propertyManagerBuildings).values(found.map((b) => ({ userId: id, networkNodeId: b.id })));
  await audit(tx, {
    event: 'propertyManager.buildings',
    entity: 'USERS',
    entityId: id,
    oldValues: before.map((b) => b.buildingCode),
    newValues: wanted,
    ...actor,
  });
}

/** DELETE /property-manager/users/{id}: the user goes with their sessions and assignments (409 when activities or tickets name them). */
export async function deletePropertyManager(tx: Tx, actor: Actor, id: number): Promise<string> {
  const manager = await propertyManager(tx, id);
  try {
    await tx.transaction((sp) => sp.delete(users).where(eq(users.id, id)));
  } catch (error) {
    if (postgresCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(texts.propertyManagers.inUse);
    throw error;
  }
  await audit(tx, { event: 'propertyManager.delete', entity: 'USERS', entityId: id, oldValues: { username: manager.username }, ...actor });
  return displayName(manager);
}
