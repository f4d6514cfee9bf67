import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, systemJobs } from '../src/db/schema/index';
import { nextRunAfter, scheduleHolidays } from '../src/jobs/schedule';
import { DUE_TASKS_QUEUE, dueTasksJob, startDueTasks } from '../src/jobs/scheduled-tasks';
import { taskRunJob } from '../src/modules/dashboard/task-run';
import { createTestApp, startTestJobs, workStartedTaskRuns, type TestApp } from './helpers';

describe('nextRunAfter', () => {
  const at = (iso: string) => new Date(iso);
  // The rules on the UTC calendar; the company's zone in the tests below.
  it('runs daily at the hour of a 12-hour clock, later today or else tomorrow', () => {
    expect(nextRunAfter({ recurrence: 'DAILY', hour: 7, minute: 30, meridiem: 'am' }, at('2026-11-25T06:00:00Z'), 'UTC')).toEqual(at('2026-11-25T07:30:00Z'));
    expect(nextRunAfter({ recurrence: 'DAILY', hour: 7, minute: 30, meridiem: 'am' }, at('2026-11-25T07:30:00Z'), 'UTC')).toEqual(at('2026-11-26T07:30:00Z'));
    expect(nextRunAfter({ hour: 12, minute: 0, meridiem: 'am' }, at('2026-11-25T06:00:00Z'), 'UTC')).toEqual(at('2026-11-26T00:00:00Z'));
    expect(nextRunAfter({ hour: 12, minute: 0, meridiem: 'pm' }, at('2026-11-25T06:00:00Z'), 'UTC')).toEqual(at('2026-11-25T12:00:00Z'));
    expect(nextRunAfter({ hour: '3', minute: '5', meridiem: 'PM' }, at('2026-11-25T06:00:00Z'), 'UTC')).toEqual(at('2026-11-25T15:05:00Z'));
  });

  it('runs on the chosen weekdays and on a day of the month (the last day in shorter months)', () => {
    const weekly = { scheduleRecurrenceOption: { runDayOptionCode: 'DAYSOFWEEK' }, days: ['Monday', 'Friday'], hour: 9, minute: 0, meridiem: 'am' };
    // 2026-11-25 is a Wednesday.
    expect(nextRunAfter(weekly, at('2026-11-25T10:00:00Z'), 'UTC')).toEqual(at('2026-11-27T09:00:00Z'));
    expect(nextRunAfter(weekly, at('2026-11-27T10:00:00Z'), 'UTC')).toEqual(at('2026-11-30T09:00:00Z'));
    const monthly = { scheduleRecurrenceOption: { runDayOptionCode: 'MONTH' }, dayOfMonth: 31, hour: 1, minute: 0, meridiem: 'am' };
    expect(nextRunAfter(monthly, at('2026-11-25T10:00:00Z'), 'UTC')).toEqual(at('2026-11-30T01:00:00Z'));
    expect(nextRunAfter(monthly, at('2026-11-30T02:00:00Z'), 'UTC')).toEqual(at('2026-12-31T01:00:00Z'));
  });

  it('skips public holidays when asked, and never runs a schedule without days', () => {
    const holidays = new Set(['2026-12-25']);
    const daily = { hour: 6, minute: 0, meridiem: 'am', omitHolidays: true };
    expect(nextRunAfter(daily, at('2026-12-24T07:00:00Z'), 'UTC', holidays)).toEqual(at('2026-12-26T06:00:00Z'));
    expect(nextRunAfter({ ...daily, omitHolidays: false }, at('2026-12-24T07:00:00Z'), 'UTC', holidays)).toEqual(at('2026-12-25T06:00:00Z'));
    expect(nextRunAfter({ scheduleRecurrenceOption: { runDayOptionCode: 'DAYSOFWEEK' }, days: [], hour: 6 }, at('2026-12-24T07:00:00Z'), 'UTC')).toBeNull();
  });

  it('skips the national holidays and those of the company’s own state, not other states’', () => {
    const holidays = [
      { holidayDate: '2026-12-25', state: null },
      { holidayDate: '2026-10-05', state: 'NSW' },
      { holidayDate: '2026-03-09', state: 'ACT' },
      { holidayDate: '2026-06-01', state: 'WA' },
    ];
    expect([...scheduleHolidays(holidays, 'Australia/Sydney')].sort()).toEqual(['2026-10-05', '2026-12-25']);
    expect([...scheduleHolidays(holidays, 'Australia/Perth')].sort()).toEqual(['2026-06-01', '2026-12-25']);
    expect([...scheduleHolidays(holidays, 'Pacific/Auckland')]).toEqual(['2026-12-25']);
  });

  it('reckons days, weekdays and holidays on the company’s calendar and clock', () => {
    // 2026-11-25T14:30Z is Thursday 26 November 01:30 in Sydney (+11) and Wednesday 25 November 22:30 in Perth (+8).
    const now = at('2026-11-25T14:30:00Z');
    const daily = { hour: 7, minute: 0, meridiem: 'am' };
    expect(nextRunAfter(daily, now, 'Australia/Sydney')).toEqual(at('2026-11-25T20:00:00Z'));
    expect(nextRunAfter(daily, now, 'Australia/Perth')).toEqual(at('2026-11-25T23:00:00Z'));
    const wednesdayNight = { scheduleRecurrenceOption: { runDayOptionCode: 'DAYSOFWEEK' }, days: ['Wednesday'], hour: 11, minute: 0, meridiem: 'pm' };
    expect(nextRunAfter(wednesdayNight, now, 'Australia/Perth')).toEqual(at('2026-11-25T15:00:00Z'));
    expect(nextRunAfter(wednesdayNight, now, 'Australia/Sydney')).toEqual(at('2026-12-02T12:00:00Z'));
    expect(nextRunAfter({ ...daily, omitHolidays: true }, now, 'Australia/Sydney', new Set(['2026-11-26']))).toEqual(at('2026-11-26T20:00:00Z'));
    expect(nextRunAfter(daily, now, 'Not/AZone')).toEqual(nextRunAfter(daily, now, 'Australia/Sydney'));
  });

  it('keeps the wall-clock hour across daylight saving: a skipped time runs an hour later, a repeated one once', () => {
    const halfPastTwo = { hour: 2, minute: 30, meridiem: 'am' };
    // Sydney moves from 02:00 AEST to 03:00 AEDT on 4 October 2026 and back from 03:00 to 02:00 on 4 April 2027.
    expect(nextRunAfter(halfPastTwo, at('2026-10-03T14:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-10-03T16:30:00Z'));
    expect(nextRunAfter(halfPastTwo, at('2026-10-04T14:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-10-04T15:30:00Z'));
    expect(nextRunAfter(halfPastTwo, at('2027-04-03T14:00:00Z'), 'Australia/Sydney')).toEqual(at('2027-04-03T15:30:00Z'));
    expect(nextRunAfter(halfPastTwo, at('2027-04-03T15:30:00Z'), 'Australia/Sydney')).toEqual(at('2027-04-04T16:30:00Z'));
  });
});

describe('scheduled tasks run when due', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const aTask = async () => {
    const [task] = await db().select().from(systemJobs).where(isNotNull(systemJobs.runnerCode)).orderBy(systemJobs.id).limit(1);
    return task!;
  };
  const scheduledRuns = (jobId: number) =>
    db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.systemJobId, jobId), eq(jobRuns.triggeredBy, 'schedule')));

  it("starts a task whose next run has passed once and moves the next run on; the run's job records its outcome", async () => {
    const task = await aTask();
    await db()
      .update(systemJobs)
      .set({ nextRunDate: sql`now() - interval '1 minute'` })
      .where(eq(systemJobs.id, task.id));
    expect(await startDueTasks(t.database)).toBe(1);
    const lastStatus = async () => (await db().select({ lastStatus: systemJobs.lastStatus }).from(systemJobs).where(eq(systemJobs.id, task.id)))[0]!.lastStatus;
    expect((await scheduledRuns(task.id)).map((r) => r.status)).toEqual(['RUNNING']);
    expect(await lastStatus()).toBe('RUNNING');
    const [after] = await db().select({ next: systemJobs.nextRunDate }).from(systemJobs).where(eq(systemJobs.id, task.id));
    expect(new Date(after!.next!).getTime()).toBeGreaterThan(Date.now());
    expect(await startDueTasks(t.database)).toBe(0);

    await workStartedTaskRuns(t);
    expect((await scheduledRuns(task.id)).map((r) => r.status)).toEqual(['SUCCESS']);
    expect(await lastStatus()).toBe('SUCCESS');
  });

  it('leaves inactive tasks and tasks not yet due alone', async () => {
    const task = await aTask();
    await db()
      .update(systemJobs)
      .set({ nextRunDate: sql`now() - interval '1 minute'`, active: false })
      .where(eq(systemJobs.id, task.id));
    expect(await startDueTasks(t.database)).toBe(0);
    await db()
      .update(systemJobs)
      .set({ nextRunDate: sql`now() + interval '1 hour'`, active: true })
      .where(eq(systemJobs.id, task.id));
    expect(await startDueTasks(t.database)).toBe(0);
  });

  it('is started and worked from the pg-boss queues', async () => {
    const task = await aTask();
    const before = (await scheduledRuns(task.id)).length;
    await db()
      .update(systemJobs)
      .set({ nextRunDate: sql`now() - interval '1 minute'` })
      .where(eq(systemJobs.id, task.id));
    const boss = await startTestJobs(t, [dueTasksJob, taskRunJob]);
    const finished = async () => (await scheduledRuns(task.id)).filter((r) => r.status === 'SUCCESS').length;
    try {
      await boss.send(DUE_TASKS_QUEUE);
      const deadline = Date.now() + 30_000;
      while ((await finished()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await scheduledRuns(task.id)).toHaveLength(before + 1);
      expect(await finished()).toBe(before + 1);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
});
