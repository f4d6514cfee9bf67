import { ACTIVITY_NOTES, STAFF } from './names';
import { DEMO_LIMITS, load, sqlBuilders, temp, type DemoContext } from './context';

/** Open tasks fall due from this many days before the as-of day (overdue by days)… */
const OPEN_TASK_OVERDUE_DAYS = 7;
/** …over this many days, so most are due in the next weeks. */
const OPEN_TASK_DUE_DAYS = 35;

/**
 * Activities against customers (tasks, calls, collateral, notes): closed tasks and the other
 * classes over the last six months; open tasks raised in the last weeks and due around the as-of
 * day (a few overdue by days, most due in the next four weeks), as a working team's list looks.
 * Assigned to teams and to the company's users (so "My Activities" has rows; their assignee rows
 * come with the reference data), each with notes.
 */
export async function insertActivities(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  // Each lookup numbered 1..total within its group, so a row picks one with 1 + rnd % total.
  await temp(
    ctx,
    'demo_lookup',
    `     SELECT 'TYPE' || t.class_id AS grp, row_number() OVER w AS n, count(*) OVER (PARTITION BY t.class_id) AS total, t.id, t.category_id,
       t.default_duration_required AS duration, NULL::integer AS reason_id, t.code
     FROM activity_types t WHERE ${mine('t')} WINDOW w AS (PARTITION BY t.class_id ORDER BY t.sort_order, t.code)
     UNION ALL
     SELECT CASE WHEN a.user_id IS NULL THEN 'TEAM' ELSE 'USER' END, row_number() OVER w, count(*) OVER (PARTITION BY a.user_id IS NULL),
       a.id, NULL, NULL, NULL, a.code
     FROM activity_assignees a WHERE ${mine('a')} WINDOW w AS (PARTITION BY a.user_id IS NULL ORDER BY a.code)
     UNION ALL
     SELECT 'STATUS', 1, 1, s.id, NULL, NULL, r.id, s.code
     FROM activity_statuses s LEFT JOIN activity_reasons r ON r.status_id = s.id AND r.default_option WHERE ${mine('s')}
     UNION ALL
     SELECT 'PRIORITY', row_number() OVER (ORDER BY p.sort_order), count(*) OVER (), p.id, NULL, NULL, NULL, p.code
     FROM activity_priorities p WHERE ${mine('p')}
     UNION ALL
     SELECT 'SOURCE', row_number() OVER (ORDER BY x.sort_order), count(*) OVER (), x.id, NULL, NULL, NULL, x.code
     FROM activity_sources x WHERE ${mine('x')}`,
  );
  const key = '((d.i - 1) * 3 + j)';
  const hasUsers = `EXISTS (SELECT 1 FROM demo_lookup WHERE grp = 'USER')`;
  await temp(
    ctx,
    'demo_activity',
    `     SELECT ${ctx.base.activities} + ${key} AS id, d.i, d.customer_id, d.account_id, ${key} AS k,
       CASE WHEN d.type = 'SUNDRY' THEN NULL ELSE ${ctx.base.sites} + (d.i - 1) * 3 END AS site_id,
       w.class_id,
       ${asOf} - CASE WHEN w.open_task THEN greatest(-w.due, 0) + 2 + ${rnd(key, 231, 14)} ELSE 7 + ${rnd(key, 231, 180)} END
         + make_interval(mins => 480 + ${rnd(key, 232, 600)}) AS activity_date,
       CASE WHEN w.open_task THEN ${asOf} + w.due END AS due_date,
       w.status,
       CASE WHEN ${hasUsers} AND ${rnd(key, 234, 100)} < 25 THEN 'USER' ELSE 'TEAM' END AS assignee_group
     FROM demo_customer d
     CROSS JOIN generate_series(0, 2) j
     CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd(key, 230, 100)} < 60 THEN 2 WHEN ${rnd(key, 230, 100)} < 85 THEN 1 WHEN ${rnd(key, 230, 100)} < 95 THEN 3 ELSE 4 END
       AS class_id,
       CASE WHEN ${rnd(key, 233, 100)} < 50 THEN 'CLOSED' WHEN ${rnd(key, 233, 100)} < 80 THEN 'OPEN'
            WHEN ${rnd(key, 233, 100)} < 92 THEN 'IN_PROGRESS' ELSE 'ON_HOLD' END AS status,
       ${rnd(key, 245, OPEN_TASK_DUE_DAYS)} - ${OPEN_TASK_OVERDUE_DAYS} AS due) v
     CROSS JOIN LATERAL (SELECT v.*, v.class_id = 2 AND v.status <> 'CLOSED' AS open_task) w
     WHERE j < CASE WHEN d.history THEN 1 + ${rnd('d.i', 235, 3)} ELSE ${rnd('d.i', 235, 2)} END`,
    'id',
  );
  const pickFrom = (alias: string, group: string, salt: number) => `${alias}.grp = ${group} AND ${alias}.n = 1 + ${rnd('a.k', salt, 1000)} % ${alias}.total`;
  await load(
    ctx,
    `INSERT INTO activities (id, company_id, dataset, customer_id, customer_account_id, site_id, class_id, category_id, type_id, source_id,
       priority_id, status_id, status_reason_id, assignee_id, initiator, activity_date, required_date, closed_at, insert_user, insert_date_time)
     SELECT a.id, ${owner}, a.customer_id, a.account_id, a.site_id, a.class_id, t.category_id, t.id, src.id,
       CASE WHEN a.class_id = 2 THEN pr.id END,
       CASE WHEN a.class_id = 2 THEN st.id END,
       CASE WHEN a.class_id = 2 AND a.status IN ('CLOSED', 'ON_HOLD') THEN st.reason_id END,
       CASE WHEN a.class_id = 2 THEN asg.id END,
       ${pick(STAFF, 'a.k', 236)}, a.activity_date,
       CASE WHEN a.class_id = 2 THEN coalesce(a.due_date, a.activity_date::date + coalesce(t.duration, 3)) END,
       CASE WHEN a.class_id = 2 AND a.status = 'CLOSED' THEN a.activity_date + make_interval(days => 1 + ${rnd('a.k', 237, 5)}) END,
       ${pick(STAFF, 'a.k', 236)}, a.activity_date
     FROM demo_activity a
     JOIN demo_lookup t ON ${pickFrom('t', "'TYPE' || a.class_id", 238)}
     JOIN demo_lookup st ON st.grp = 'STATUS' AND st.code = a.status
     JOIN demo_lookup pr ON ${pickFrom('pr', "'PRIORITY'", 239)}
     JOIN demo_lookup src ON ${pickFrom('src', "'SOURCE'", 240)}
     JOIN demo_lookup asg ON ${pickFrom('asg', 'a.assignee_group', 241)}`,
  );
  await load(
    ctx,
    `INSERT INTO activity_notes (company_id, dataset, activity_id, note, insert_user, insert_date_time)
     SELECT ${owner}, a.id, ${pick(ACTIVITY_NOTES, 'a.k * 4 + n', 242)}, ${pick(STAFF, 'a.k * 4 + n', 243)},
       a.activity_date + make_interval(hours => 20 * n)
     FROM demo_activity a
     CROSS JOIN generate_series(0, 2) n
     WHERE n <= CASE WHEN a.i <= ${DEMO_LIMITS.historyCustomers} THEN ${rnd('a.k', 244, 3)} ELSE 0 END`,
  );
}
