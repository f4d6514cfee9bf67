export * from './payment';
export * from './imports';
export * from './dishonour';
export * from './refund';
export * from './endpoints';
export * from './providers';
