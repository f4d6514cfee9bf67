export * from './parameters';
export * from './reports';
export * from './endpoints';
