export * from './schedule';
export * from './systemJob';
export * from './endpoints';
export * from './jobTask';
export * from './taskOrder';
