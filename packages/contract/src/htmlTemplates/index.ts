export * from './limits';
export * from './mergeFields';
export * from './schemas';
export * from './endpoints';
