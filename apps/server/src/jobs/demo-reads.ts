import dayjs from 'dayjs';
import { ISO_DATE } from '@wattle/contract';
import type { Database } from '../db/client';
import { companies } from '../db/schema/index';
import { addDemoReads } from '../seed/demo/reads-as-days-pass';
import { withScope } from '../db/tenancy';
import { businessDate } from '../lib/business-date';
import { defineJob } from './job';

/** The queue whose job, every hour, brings each company's demo reads up to its yesterday. */
export const DEMO_READS_QUEUE = 'demo-reads';
/** Hourly rather than daily: each company's day starts at its own midnight; a pass with nothing to add writes nothing. */
const EVERY_HOUR = '5 * * * *';

/** Every company's demo dataset gets the reads its meters would have had up to the company's yesterday. */
export async function addDemoReadsForAll(database: Database): Promise<void> {
  const all = await database.db.select({ id: companies.id }).from(companies);
  for (const company of all) {
    await withScope(database.db, { companyId: company.id, dataset: 'demo' }, async (tx) => {
      const yesterday = dayjs(await businessDate(tx))
        .subtract(1, 'day')
        .format(ISO_DATE);
      await addDemoReads(tx, yesterday);
    });
  }
}

export const demoReadsJob = defineJob({ queue: DEMO_READS_QUEUE, every: EVERY_HOUR, run: ({ database }) => addDemoReadsForAll(database) });
