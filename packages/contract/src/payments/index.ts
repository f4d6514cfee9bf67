export * from './payment';
export * from './imports';
export * from './endpoints';
