export * from './billRuns';
export * from './invoices';
export * from './endpoints';
