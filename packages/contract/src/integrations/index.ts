export * from './metering';
export * from './catalogue';
export * from './addons';
export * from './accounting';
export * from './endpoints';
export * from './helpdesk';
