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
  invited: (username: string) => `User ${username} was added and an invitation was emailed.`,
  invitationNotSent: (username: string) => `User ${username} was added, but the invitation email could not be sent. Send a reset link from the sign-in page.`,
  emailSubject: 'You have been invited to Wattle',
  emailBody: (displayName: string, companyName: string, username: string, link: string, days: number) =>
    `Hello ${displayName},\n\nYou have been given a Wattle account at ${companyName}. Your username is ${username}.\n\nOpen this link to choose your password:\n${link}\n\nThe link works once and expires in ${days} days.`,
} as const;
