export * from './parameters';
export * from './reportSchedule';
export * from './endpoints';
