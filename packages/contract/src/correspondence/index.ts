export * from './emailRequests';
export * from './postedMail';
