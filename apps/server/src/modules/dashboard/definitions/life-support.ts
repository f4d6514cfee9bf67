import { sql } from 'drizzle-orm';
import { customers, lifeSupportRegistrations, sites } from '../../../db/schema/index';
import { confirmLifeSupport, MEDICAL_CONFIRMATION_BUSINESS_DAYS, resendLifeSupportForms } from '../../customers/life-support.service';
import { defineProcess } from '../process-spec';
import { editAction } from '../process-edit';
import { assertEvery, COLOURS, done, intKeys, keyColumn } from './common';

const awaiting = ['AWAITING_CONFIRMATION'] as const;

/** Life-support registrations whose medical confirmation has not come back. */
export const lifeSupportProcess = defineProcess({
  code: 'LIFESUPPORT',
  name: 'Life Support Awaiting Confirmation',
  kind: 'TABLE',
  sortOrder: 100,
  editRoles: [],
  views: {
    default: {
      table: lifeSupportRegistrations,
      from: sql`${lifeSupportRegistrations}`,
      display: sql`join ${customers} on ${customers.id} = ${lifeSupportRegistrations.customerId} left join ${sites} on ${sites.id} = ${lifeSupportRegistrations.siteId}`,
      where: () => sql`${lifeSupportRegistrations.status} = 'AWAITING_CONFIRMATION'`,
      customer: lifeSupportRegistrations.customerId,
      key: { field: 'key_exception_id', column: lifeSupportRegistrations.id },
      columns: [
        keyColumn(lifeSupportRegistrations.id),
        { field: 'customer_id', headerText: 'Customer Id', value: customers.id, type: 'int', visible: false, searchable: false, notNull: true },
        {
          field: 'customer_number',
          headerText: 'Customer No.',
          value: customers.customerNumber,
          link: { idField: 'customer_id', context: 'Customer' },
          notNull: true,
          width: 140,
        },
        { field: 'account_name', headerText: 'Name', value: customers.name, notNull: true, width: 200 },
        { field: 'equipment', headerText: 'Equipment', value: lifeSupportRegistrations.equipment, lookup: 'LIFE_SUPPORT_EQUIPMENT', notNull: true, width: 170 },
        { field: 'location', headerText: 'Site', value: sites.location, width: 240 },
        { field: 'registered_date', headerText: 'Registered', value: lifeSupportRegistrations.registeredDate, type: 'date', notNull: true, width: 120 },
        { field: 'form_sent_date', headerText: 'Form Sent', value: lifeSupportRegistrations.formSentDate, type: 'date', width: 120 },
        {
          field: 'confirmation_due_date',
          headerText: 'Confirmation Due',
          value: lifeSupportRegistrations.confirmationDueDate,
          type: 'date',
          width: 140,
        },
        {
          field: 'notes',
          headerText: 'Notes',
          value: lifeSupportRegistrations.notes,
          width: 240,
          edit: { column: lifeSupportRegistrations.notes, nullable: true },
        },
      ],
      defaultSort: { field: 'registered_date' },
    },
  },
  actions: [
    {
      code: 'CONFIRM',
      name: 'Confirm',
      confirmMessage: 'Record the medical confirmation of the selected registrations?',
      ...COLOURS.approve,
      async run(ctx) {
        assertEvery(ctx, await confirmLifeSupport(ctx.tx, intKeys(ctx)), awaiting);
        return done(ctx, 'Confirm');
      },
    },
    {
      code: 'RESEND_FORM',
      name: 'Resend Form',
      confirmMessage: `Send the confirmation form again? The customers get ${MEDICAL_CONFIRMATION_BUSINESS_DAYS} more business days.`,
      ...COLOURS.release,
      async run(ctx) {
        assertEvery(ctx, await resendLifeSupportForms(ctx.tx, intKeys(ctx)), awaiting);
        return done(ctx, 'Resend Form');
      },
    },
    editAction,
  ],
});
