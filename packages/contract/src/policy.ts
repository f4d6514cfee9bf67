/**
 * The permission policy's role facts, shared by the server (which enforces them, in
 * apps/server/src/modules/policy) and the web app (which hides what they refuse). docs/security.md.
 */

/** Every role a user can hold (users.user_roles, comma-separated). Add a role here first. */
export const ROLES = { admin: 'ADMIN', developer: 'DEVELOPER', readOnly: 'ReadOnly' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_LIST = Object.values(ROLES) as [Role, ...Role[]];

export const isRole = (value: string): value is Role => (ROLE_LIST as readonly string[]).includes(value);

/** `userRoles` text → the roles it names (blanks and spaces dropped). */
export const splitRoles = (userRoles: string): string[] =>
  userRoles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/** Roles that read and write the administration (maintenance) pages: users, system parameters … */
export const ADMINISTRATION_ROLES: readonly Role[] = [ROLES.admin, ROLES.developer];

/**
 * Who decides what customers are billed: starts a bill run by hand (the scheduler starts the
 * BILL_RUN task's), issues or cancels one, writes a credit note, cancels and rebills an invoice and
 * issues an instant invoice. Reviewing a run's exceptions stays with every writer. docs/security.md.
 */
export const BILL_ISSUERS: readonly Role[] = [ROLES.admin];

/** Who connects and disconnects integrations and changes the accounting integration (Add-ons). */
export const INTEGRATION_MANAGERS: readonly Role[] = [ROLES.admin];

/** Who sees and uses 'Run Job' in System Jobs (spec 2 §6). */
export const SYSTEM_JOB_RUNNERS: readonly Role[] = [ROLES.developer];

/** Who opens the HTML template editor and saves templates, the text of every letter and email (spec 2 §2.7). */
export const TEMPLATE_EDITORS: readonly Role[] = [ROLES.admin];

/** Roles that can never change anything, whatever else the user holds. */
export const NEVER_WRITES: readonly Role[] = [ROLES.readOnly];

/**
 * The roles of `granted` that a user holding `held` may not give: only roles one holds oneself can
 * be given (issue 23 item 7), so an administrator never raises anyone, themselves included, above
 * themselves. A role that only takes away (`NEVER_WRITES`) may always be given; roles the user had
 * already (`already`) stay, whoever gave them.
 */
export const rolesBeyondOwn = (granted: readonly string[], held: readonly string[], already: readonly string[] = []) =>
  granted.filter((role) => !held.includes(role) && !already.includes(role) && !(NEVER_WRITES as readonly string[]).includes(role));

const holdsAny = (roles: readonly string[], wanted: readonly string[]) => wanted.some((r) => roles.includes(r));

/** Whether a user with these roles may change data at all (the first question of every write). */
export const mayChangeData = (roles: readonly string[]) => !holdsAny(roles, NEVER_WRITES);

/** Whether a user with these roles may see the administration pages. */
export const mayAdminister = (roles: readonly string[]) => holdsAny(roles, ADMINISTRATION_ROLES);

/**
 * A permission: who may do something. `anyone` is every signed-in user of the company, `writers`
 * every user who may change data, a list the users holding one of those roles (and, for a write,
 * who may change data).
 */
export type Allowed = 'anyone' | 'writers' | readonly Role[];

export function allows(allowed: Allowed, roles: readonly string[]): boolean {
  if (allowed === 'anyone') return true;
  if (allowed === 'writers') return mayChangeData(roles);
  return holdsAny(roles, allowed);
}

/** What a write permission means: the listed roles, and never a user who may not change data. */
export const allowsWrite = (allowed: Allowed, roles: readonly string[]) => mayChangeData(roles) && allows(allowed, roles);
