export * from './payment';
export * from './endpoints';
