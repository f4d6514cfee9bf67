export * from './activity';
export * from './endpoints';
