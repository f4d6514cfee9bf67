export * from './core';
export * from './auth';
export * from './sections';
