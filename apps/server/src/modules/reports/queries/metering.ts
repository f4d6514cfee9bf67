import { sql } from 'drizzle-orm';
import { wordsOf } from '../../lookups/lookup-text';
import { column, dateParam, dateRange, isoDate, optional, type ReportQuery } from '../report-query';

const siteLink = (field: string, headerText: string) =>
  column(field, headerText, 'TEXT', { template: 'link', searchType: 'Site', searchIdColumnName: 'site_id' });
const siteIdColumn = column('site_id', 'Site Id', 'INT', { visible: false });

/** Stored reads dated in the period, optionally of one meter. */
const meterReads: ReportQuery = {
  filters: [...dateRange, { parameterCode: 'METER_CODE', parameterDescription: 'Meter', filterType: 'TEXT', isRequired: false }],
  columns: [
    siteIdColumn,
    column('read_date', 'Read Date', 'DATE', { showOnCard: true }),
    column('meter_code', 'Meter', 'TEXT', { showOnCard: true }),
    siteLink('site_identifier', 'Site'),
    column('reading', 'Reading', 'DECIMAL4'),
    column('quantity', 'Usage', 'DECIMAL4', { showTotal: true, showOnCard: true }),
    column('period_days', 'Days', 'INT'),
    column('read_type', 'Read Type', 'TEXT', { showOnCard: true }),
    column('source', 'Source'),
    column('read_id', 'Read Id', 'INT', { visible: false }),
  ],
  order: ['read_date', 'read_id'],
  sql: (input) => sql`
    select s.id as site_id, ${isoDate(sql`r.read_date`)} as read_date, m.meter_code, s.site_identifier,
           r.reading::text as reading, r.quantity::text as quantity, r.period_days,
           ${wordsOf(sql`r.read_type`)} as read_type, ${wordsOf(sql`r.source`)} as source, r.id as read_id
    from meter_reads r
    join meters m on m.id = r.meter_id
    join sites s on s.id = m.site_id
    where r.read_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}
      and (${optional(input, 'METER_CODE')} is null or m.meter_code = ${optional(input, 'METER_CODE')})`,
};

/** Active meters with no stored read dated in the period, with their last read before it. */
const missingReads: ReportQuery = {
  filters: dateRange,
  columns: [
    siteIdColumn,
    column('meter_code', 'Meter'),
    siteLink('site_identifier', 'Site'),
    column('address', 'Address'),
    column('last_read_date', 'Last Read', 'DATE'),
    column('meter_id', 'Meter Id', 'INT', { visible: false }),
  ],
  order: ['meter_code', 'meter_id'],
  sql: (input) => sql`
    select s.id as site_id, m.meter_code, s.site_identifier, s.location as address,
           ${isoDate(sql`(select max(p.read_date) from meter_reads p where p.meter_id = m.id and p.read_date < ${dateParam(input, 'START_DATE')})`)} as last_read_date,
           m.id as meter_id
    from meters m
    join sites s on s.id = m.site_id
    where m.meter_status_code = 'ACTIVE'
      and not exists (select 1 from meter_reads r where r.meter_id = m.id
                      and r.read_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')})`,
};

export const meteringQueries = { meterReads, missingReads };
