import { z } from 'zod';
import { ROLE_LIST } from '../policy';
import * as texts from '../texts';

/** POST /users/staff — an administrator adds a staff user, who is emailed a link to set a password. */
export const inviteStaffRequestSchema = z.object({
  firstName: z.string().trim().min(1, texts.staff.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, texts.staff.lastNameRequired).max(100),
  emailAddress: z.string().trim().max(200).pipe(z.email(texts.staff.emailInvalid)),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,60}$/, texts.staff.usernameInvalid),
  roles: z.array(z.enum(ROLE_LIST)).max(ROLE_LIST.length),
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
