import { sql } from 'drizzle-orm';
import { column, companyDate, dateParam, dateRange, isoDateTime, optional, type ReportQuery } from '../report-query';

/** The audit log of the period (sign-ins and changes), on the company's calendar, optionally of one user. */
const userActivity: ReportQuery = {
  filters: [...dateRange, { parameterCode: 'USERNAME', parameterDescription: 'Username', filterType: 'TEXT', isRequired: false }],
  columns: [
    column('created_at', 'When', 'DATETIME'),
    column('username', 'User'),
    column('event', 'Event'),
    column('entity', 'Entity'),
    column('entity_id', 'Entity Id'),
    column('detail', 'Detail'),
    column('ip_address', 'IP Address'),
    column('audit_id', 'Audit Id', 'INT', { visible: false }),
  ],
  order: ['created_at', 'audit_id'],
  sql: (input) => sql`
    select ${isoDateTime(input, sql`l.created_at`)} as created_at, coalesce(l.username, '') as username, l.event,
           coalesce(l.entity, '') as entity, coalesce(l.entity_id, '') as entity_id, coalesce(l.detail, '') as detail,
           coalesce(l.ip_address, '') as ip_address, l.id as audit_id
    from audit_log l
    where (l.dataset is null or l.dataset = current_setting('app.dataset'))
      and ${companyDate(input, sql`l.created_at`)} between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}
      and (${optional(input, 'USERNAME')} is null or l.username = ${optional(input, 'USERNAME')})`,
};

export const administrationQueries = { userActivity };
