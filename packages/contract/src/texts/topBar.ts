export const topBar = {
  myReports: 'My reports',
  viewUserAccount: 'View User Account',
  logout: 'Logout',
  supportTickets: (n: number, month: string, max: number) =>
    `${n} support tickets created for ${month} (${max} max)`,
  supportTicketsTitle: (month: string) => `Company support tickets for ${month}`,
  reports: 'Reports',
  maintenance: 'Maintenance',
  help: 'Help',
  toggleMenu: 'Toggle menu',
  userMenu: 'User menu',
  logo: 'Wattle',
  roles: 'Roles',
  locked: 'Locked',
  ticketColumns: { id: 'Id', subject: 'Subject', priority: 'Priority', type: 'Type', createdAt: 'Created At' },
} as const;
