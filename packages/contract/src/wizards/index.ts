export * from './wizardDefinition';
export * from './wizardSubmission';
export * from './wizardCalls';
export * from './endpoints';
