export * from './envelope';
export * from './texts';
export * from './constants';
export * from './auth/login';
export * from './fields/fieldTypes';
