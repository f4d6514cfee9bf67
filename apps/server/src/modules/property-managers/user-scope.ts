import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';

/**
 * The scope a job runs work of `userId` in: a property manager's work sees only their buildings,
 * as their requests do (Scope.propertyManagerId). A user that is gone narrows nothing.
 */
export async function userScope(tx: Tx, scope: Scope, userId: number): Promise<Scope> {
  const [user] = await tx.select({ propertyManager: users.isPropertyManager }).from(users).where(eq(users.id, userId));
  return user?.propertyManager ? { companyId: scope.companyId, dataset: scope.dataset, propertyManagerId: userId } : { companyId: scope.companyId, dataset: scope.dataset };
}
