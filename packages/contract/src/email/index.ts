export * from './emailEvents';
