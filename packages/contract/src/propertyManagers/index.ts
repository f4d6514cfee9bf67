export * from './propertyManagers';
export * from './endpoints';
