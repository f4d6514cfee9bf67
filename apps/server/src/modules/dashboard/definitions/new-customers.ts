import { sql } from 'drizzle-orm';
import { customers, customerTypes, parties } from '../../../db/schema/index';
import { activateProspects, closeProspects } from '../../customers/prospects.service';
import { defineProcess } from '../process-spec';
import { editAction } from '../process-edit';
import { COLOURS, doneOrRefused, intKeys, keyColumn } from './common';

/** Prospects signed up but not yet set up as supplied customers. */
export const newCustomersProcess = defineProcess({
  code: 'NEWCUSTSETUP',
  name: 'New Customers Awaiting Set-up',
  kind: 'TABLE',
  sortOrder: 70,
  editRoles: [],
  views: {
    default: {
      table: customers,
      from: sql`${customers}`,
      display: sql`join ${customerTypes} on ${customerTypes.id} = ${customers.customerTypeId} left join ${parties} on ${parties.id} = ${customers.primaryPartyId}`,
      where: () => sql`${customers.status} = 'PROSPECT'`,
      customer: customers.id,
      key: { field: 'key_exception_id', column: customers.id },
      columns: [
        keyColumn(customers.id),
        { field: 'customer_id', headerText: 'Customer Id', value: customers.id, type: 'int', visible: false, searchable: false, notNull: true },
        {
          field: 'customer_number',
          headerText: 'Customer No.',
          value: customers.customerNumber,
          link: { idField: 'customer_id', context: 'Customer' },
          notNull: true,
          width: 140,
        },
        { field: 'account_name', headerText: 'Name', value: customers.name, notNull: true, width: 220 },
        { field: 'customer_type', headerText: 'Type', value: customerTypes.description, notNull: true, width: 130 },
        { field: 'email_address', headerText: 'Email', value: parties.emailAddress, width: 220 },
        { field: 'phone', headerText: 'Phone', value: parties.mobilePhone, width: 140 },
        {
          field: 'open_date',
          headerText: 'Start Date',
          value: customers.openDate,
          type: 'date',
          width: 120,
          edit: { column: customers.openDate, nullable: true },
        },
        { field: 'created_at', headerText: 'Signed Up', value: customers.createdAt, type: 'datetime', notNull: true, width: 160 },
      ],
      defaultSort: { field: 'created_at', descending: true },
    },
  },
  actions: [
    {
      code: 'ACTIVATE',
      name: 'Complete Set-up',
      confirmMessage: 'Make the selected prospects active customers?',
      ...COLOURS.approve,
      run: async (ctx) => doneOrRefused(ctx, await activateProspects(ctx.tx, intKeys(ctx)), 'Complete Set-up'),
    },
    {
      code: 'CLOSE',
      name: 'Not Proceeding',
      confirmMessage: 'Close the selected prospects? They did not go ahead.',
      ...COLOURS.danger,
      run: async (ctx) => doneOrRefused(ctx, await closeProspects(ctx.tx, intKeys(ctx)), 'Not Proceeding'),
    },
    editAction,
  ],
});
