export * from './accountServices';
export * from './usageChart';
export * from './usageRange';
export * from './meters';
export * from './endpoints';
