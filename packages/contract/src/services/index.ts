export * from './accountServices';
export * from './usageChart';
export * from './usageRange';
export * from './endpoints';
