export * from './fieldTypes';
export * from './fieldValues';
export * from './fieldRules';
export * from './dateRules';
export * from './formSchema';
export * from './displayField';
export * from './lookups';
export * from './uploads';
