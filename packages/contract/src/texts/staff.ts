/** Adding staff users from the USERS maintenance page (issue 12). */
export const staff = {
  addUser: 'Add User',
  title: 'Add a user',
  firstName: 'First Name',
  lastName: 'Last Name',
  emailAddress: 'Email',
  username: 'Username',
  roles: 'Roles',
  invite: 'Send invitation',
  cancel: 'Cancel',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Enter a valid email address',
  usernameInvalid: 'Username must be 3 to 60 letters, digits, dots, dashes or underscores',
  usernameTaken: 'This username is already taken.',
  rolesNotHeld: (roles: readonly string[]) => `You can only give roles you hold yourself, not ${roles.join(', ')}.`,
  invited: (username: string) => `User ${username} was added and an invitation was emailed.`,
  invitationNotSent: (username: string) => `User ${username} was added, but the invitation email could not be sent. Send a reset link from the sign-in page.`,
  emailChangedSubject: 'Your Wattle email address was changed',
  emailChangedBody: (displayName: string, username: string, newAddress: string) =>
    `Hello ${displayName},\n\nThe email address of your Wattle account ${username} was changed to ${newAddress}. Emails for the account, such as password reset links, now go there.\n\nIf you did not expect this, tell your administrator at once.`,
  emailSubject: 'You have been invited to Wattle',
  emailBody: (displayName: string, companyName: string, username: string, link: string, days: number) =>
    `Hello ${displayName},\n\nYou have been given a Wattle account at ${companyName}. Your username is ${username}.\n\nOpen this link to choose your password:\n${link}\n\nThe link works once and expires in ${days} days.`,
} as const;
