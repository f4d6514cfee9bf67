export * from './customerPages';
export * from './customerAccount';
export * from './endpoints';
