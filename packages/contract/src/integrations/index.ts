export * from './metering';
export * from './endpoints';
