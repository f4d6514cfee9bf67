export * from './customerPages';
export * from './customerAccount';
