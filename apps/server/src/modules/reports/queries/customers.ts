import { sql } from 'drizzle-orm';
import { checked, column, customerIdColumn, customerLink, dateParam, dateRange, isoDate, money, optional, type ReportQuery } from '../report-query';
import { wordsOf } from '../../lookups/lookup-text';

const customerColumns = [
  customerIdColumn,
  customerLink('customer_number', 'Customer Number'),
  column('customer_name', 'Name', 'TEXT', { showOnCard: true }),
  column('customer_type', 'Type'),
  column('status', 'Status', 'TEXT', { showOnCard: true }),
  column('open_date', 'Open Date', 'DATE'),
];

/** Customers with each account (one row per account; a customer without one gets a row of its own). */
const customerList: ReportQuery = {
  filters: [
    { parameterCode: 'STATE', parameterDescription: 'State', filterType: 'LOOKUP', lookupCode: 'STATES', isRequired: false },
    { parameterCode: 'INCLUDE_CLOSED', parameterDescription: 'Include Closed Customers', filterType: 'CHECKBOX', defaultValue: 'false', isRequired: false },
  ],
  columns: [
    ...customerColumns,
    column('account_number', 'Account Number', 'TEXT', { showOnCard: true }),
    column('account_status', 'Account Status'),
    column('balance', 'Balance', 'CURRENCY2', { showTotal: true, showOnCard: true }),
    column('account_id', 'Account Id', 'INT', { visible: false }),
  ],
  order: ['customer_number', 'account_id'],
  sql: (input) => sql`
    select c.id as customer_id, c.customer_number, c.name as customer_name, t.description as customer_type,
           ${wordsOf(sql`c.status`)} as status, ${isoDate(sql`c.open_date`)} as open_date, a.account_number, ${wordsOf(sql`a.account_status`)} as account_status,
           ${money(sql`a.balance`)} as balance, coalesce(a.id, 0) as account_id
    from customers c
    join customer_types t on t.id = c.customer_type_id
    left join customer_accounts a on a.customer_id = c.id
    where (${checked(input, 'INCLUDE_CLOSED')} or c.status <> 'CLOSED')
      and (${optional(input, 'STATE')} is null or exists (
        select 1 from customer_accounts sa join utility_accounts u on u.customer_account_id = sa.id join sites s on s.id = u.site_id
        where sa.customer_id = c.id and s.state = ${optional(input, 'STATE')}))`,
};

/** Customers whose open date falls in the period. */
const newCustomers: ReportQuery = {
  filters: dateRange,
  columns: [...customerColumns, column('accounts', 'Accounts', 'INT')],
  order: ['open_date', 'customer_number'],
  sql: (input) => sql`
    select c.id as customer_id, c.customer_number, c.name as customer_name, t.description as customer_type,
           ${wordsOf(sql`c.status`)} as status, ${isoDate(sql`c.open_date`)} as open_date, (select count(*)::int from customer_accounts a where a.customer_id = c.id) as accounts
    from customers c
    join customer_types t on t.id = c.customer_type_id
    where c.open_date between ${dateParam(input, 'START_DATE')} and ${dateParam(input, 'END_DATE')}`,
};

/** Life support registrations with the site they protect; deregistered ones only when asked. */
const lifeSupport: ReportQuery = {
  filters: [
    {
      parameterCode: 'INCLUDE_DEREGISTERED',
      parameterDescription: 'Include Deregistered',
      filterType: 'CHECKBOX',
      defaultValue: 'false',
      isRequired: false,
    },
  ],
  columns: [
    customerIdColumn,
    customerLink('customer_number', 'Customer Number'),
    column('customer_name', 'Name'),
    column('site_identifier', 'Site'),
    column('address', 'Address'),
    column('equipment', 'Equipment'),
    column('status', 'Status'),
    column('registered_date', 'Registered', 'DATE'),
    column('medical_confirmed_date', 'Medical Confirmation', 'DATE'),
    column('deregistered_date', 'Deregistered', 'DATE'),
    column('registration_id', 'Registration Id', 'INT', { visible: false }),
  ],
  order: ['customer_number', 'registration_id'],
  sql: (input) => sql`
    select c.id as customer_id, c.customer_number, c.name as customer_name, coalesce(s.site_identifier, '') as site_identifier,
           coalesce(s.location, '') as address, ${wordsOf(sql`l.equipment`)} as equipment, ${wordsOf(sql`l.status`)} as status,
           ${isoDate(sql`l.registered_date`)} as registered_date,
           ${isoDate(sql`l.medical_confirmed_date`)} as medical_confirmed_date, ${isoDate(sql`l.deregistered_date`)} as deregistered_date,
           l.id as registration_id
    from life_support_registrations l
    join customers c on c.id = l.customer_id
    left join sites s on s.id = l.site_id
    where ${checked(input, 'INCLUDE_DEREGISTERED')} or l.status <> 'DEREGISTERED'`,
};

export const customerQueries = { customerList, newCustomers, lifeSupport };
