export * from './mailhouse';
export * from './endpoints';
