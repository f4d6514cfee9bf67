import { sql } from 'drizzle-orm';
import { isRole, ROLE_LIST, rolesBeyondOwn, SPECIAL_ACTION_CODES, splitRoles, texts } from '@wattle/contract';
import { users } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { editAction } from '../standard-actions';

const KNOWN_ROLES: readonly string[] = ROLE_LIST;

/**
 * /maintenance/USERS: the company's staff users, their roles and whether they may sign in. New users
 * are invited through POST /api/users/staff (the Add User action opens its dialog in the web app):
 * they need a password; nothing here reads or writes credentials.
 */
export const usersSection = defineSection({
  code: 'USERS',
  description: 'Users',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'username', prompt: 'Username' },
    { name: 'firstName', prompt: 'First Name', editable: true, mandatory: true, maxLength: 100, row: 1, span: 6 },
    { name: 'lastName', prompt: 'Last Name', editable: true, mandatory: true, maxLength: 100, row: 1, span: 6 },
    { name: 'emailAddress', prompt: 'Email', fieldType: 'Email', editable: true, mandatory: true, maxLength: 200, row: 2, span: 6 },
    { name: 'userRoles', prompt: 'Roles', editable: true, maxLength: 200, tooltip: `Comma-separated: ${ROLE_LIST.join(', ')}`, row: 2, span: 6 },
    { name: 'isActive', prompt: 'May Sign In', fieldType: 'YesNo', editable: true, mandatory: true, row: 3, span: 6 },
    { name: 'lastSeen', prompt: 'Last Changed', fieldType: 'DateTime', showInTableRowExpansion: true, visible: false },
  ],
  actions: [{ code: SPECIAL_ACTION_CODES.inviteUser, name: texts.staff.addUser, actionType: 'Custom', iconName: 'Add' }, editAction],
  data: {
    table: users,
    key: users.id,
    orderBy: [users.username],
    columns: { lastSeen: sql`${users.updatedAt}` },
    colour: sql`case when not ${users.isActive} then 'red' end`,
    rules: [
      (row) => (splitRoles(row.userRoles ?? '').every((r) => KNOWN_ROLES.includes(r)) ? null : texts.sectionRules.unknownRole(KNOWN_ROLES.join(', '))),
      (row, { username }) => (row.username === username && row.isActive === 'N' ? texts.sectionRules.keepYourself : null),
      // Only roles the administrator holds may be given (unknown ones are the rule above's); roles the user had stay (docs/security.md).
      (row, { roles, before }) => {
        const beyond = rolesBeyondOwn(splitRoles(row.userRoles ?? '').filter(isRole), roles, splitRoles(before.userRoles ?? ''));
        return beyond.length ? texts.staff.rolesNotHeld(beyond) : null;
      },
    ],
    // A new address is told to the old one, so a hijacked account (its resets now go elsewhere) is noticed.
    afterWrite: async ({ outbox }, { isNew, before, after }) => {
      if (isNew || !before.emailAddress || before.emailAddress === after.emailAddress) return;
      const displayName = `${after.firstName ?? ''} ${after.lastName ?? ''}`.trim();
      outbox.push({
        to: before.emailAddress,
        subject: texts.staff.emailChangedSubject,
        text: texts.staff.emailChangedBody(displayName, after.username ?? '', after.emailAddress ?? ''),
      });
    },
  },
});
