import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mfaTotpEnrolments, systemParameters, users } from '../../db/schema/index';

/** All queries run inside request.scoped: row-level security confines them to the session's company and dataset. */

export async function findUser(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user;
}

export function listSystemParameters(tx: Tx) {
  return tx
    .select({
      id: systemParameters.id,
      code: systemParameters.code,
      description: systemParameters.description,
      parameter: systemParameters.parameter,
      parameterType: systemParameters.parameterType,
      parameterCategoryDescription: systemParameters.parameterCategoryDescription,
      access: systemParameters.access,
      userVisible: systemParameters.userVisible,
    })
    .from(systemParameters)
    .orderBy(asc(systemParameters.parameterCategoryDescription), asc(systemParameters.code));
}

export async function saveTotpEnrolment(tx: Tx, userId: number, secret: string) {
  await tx
    .insert(mfaTotpEnrolments)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: mfaTotpEnrolments.userId, set: { secret, createdAt: sql`now()` } });
}

export async function findTotpEnrolment(tx: Tx, userId: number) {
  const [row] = await tx.select().from(mfaTotpEnrolments).where(eq(mfaTotpEnrolments.userId, userId));
  return row;
}

export async function deleteTotpEnrolment(tx: Tx, userId: number) {
  await tx.delete(mfaTotpEnrolments).where(eq(mfaTotpEnrolments.userId, userId));
}

export async function updateMfa(
  tx: Tx,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'mfaTotpSecret' | 'mfaTotpEnabled' | 'mfaTotpLastStep' | 'mfaEmailEnabled'>>,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
