export * from './systemSettings';
export * from './endpoints';
