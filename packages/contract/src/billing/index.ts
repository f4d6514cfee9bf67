export * from './billRuns';
export * from './invoices';
export * from './invoiceAccount';
export * from './endpoints';
