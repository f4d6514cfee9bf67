export * from './emailRequests';
export * from './postedMail';
export * from './endpoints';
export * from './customerCorrespondence';
export * from './letterChoices';
