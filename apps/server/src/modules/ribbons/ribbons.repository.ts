import { and, asc, eq, gte, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { systemRibbonDismissals, systemRibbons } from '../../db/schema/index';

const now = sql`now()`;

/** The company's ribbons in effect now that this user has not dismissed. */
export async function activeRibbons(tx: Tx, userId: number) {
  return tx
    .select({ id: systemRibbons.id, message: systemRibbons.message, type: systemRibbons.type, dismissible: systemRibbons.dismissible })
    .from(systemRibbons)
    .where(
      and(
        eq(systemRibbons.isActive, true),
        or(isNull(systemRibbons.startsAt), lte(systemRibbons.startsAt, now)),
        or(isNull(systemRibbons.endsAt), gte(systemRibbons.endsAt, now)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(systemRibbonDismissals)
            .where(and(eq(systemRibbonDismissals.ribbonId, systemRibbons.id), eq(systemRibbonDismissals.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(systemRibbons.sortOrder), asc(systemRibbons.id));
}

export async function findRibbon(tx: Tx, id: number) {
  const [ribbon] = await tx.select().from(systemRibbons).where(eq(systemRibbons.id, id));
  return ribbon ?? null;
}

export async function dismissRibbon(tx: Tx, ribbonId: number, userId: number) {
  await tx.insert(systemRibbonDismissals).values({ ribbonId, userId }).onConflictDoNothing();
}
