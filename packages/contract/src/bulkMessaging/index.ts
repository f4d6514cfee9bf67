export * from './bulkMessaging';
export * from './endpoints';
