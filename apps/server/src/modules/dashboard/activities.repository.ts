import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DashboardActivity } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { activities, activityAssignees, activityCategories, activityTypes, customerAccounts, customers } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';

/**
 * Most activities the panel loads: the 100 soonest, ten pages of 10. A user with thousands open
 * works the rest in Activities Management ('Details'); a thousand rows cost 110–160 ms a load
 * at a million customers, mostly in turning them into JSON.
 */
const PANEL_MAX = 100;

/**
 * The user's open activities for the dashboard panel (spec 2 §2.5): assigned to the user, or
 * raised by the user and not yet assigned; soonest required date first.
 */
export async function myOpenActivities(tx: Tx, userId: number, username: string): Promise<DashboardActivity[]> {
  const today = await businessDate(tx);
  const rows = await tx
    .select({
      id: activities.id,
      customerId: activities.customerId,
      accountNumber: customerAccounts.accountNumber,
      accountName: customers.name,
      category: activityCategories.description,
      typeName: activityTypes.description,
      requiredDate: activities.requiredDate,
      isOverdue: sql<boolean>`coalesce(${activities.requiredDate} < ${today}::date, false)`,
    })
    .from(activities)
    .innerJoin(customers, eq(customers.id, activities.customerId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, activities.customerAccountId))
    .leftJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
    .leftJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .leftJoin(activityAssignees, eq(activityAssignees.id, activities.assigneeId))
    .where(and(isNull(activities.closedAt), or(eq(activityAssignees.userId, userId), and(isNull(activities.assigneeId), eq(activities.insertUser, username)))))
    .orderBy(sql`${activities.requiredDate} asc nulls last`, asc(activities.id))
    .limit(PANEL_MAX);
  return rows;
}
