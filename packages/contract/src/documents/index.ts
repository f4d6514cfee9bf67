export * from './documents';
export * from './endpoints';
