export * from './sms';
