export * from './payment';
export * from './dishonour';
export * from './refund';
export * from './endpoints';
