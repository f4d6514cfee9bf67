export * from './helpTopics';
export * from './navigationMenu';
export * from './maintenanceMenu';
export * from './reportList';
export * from './systemMenu';
export * from './supportTickets';
export * from './endpoints';
export * from './raiseTicket';
