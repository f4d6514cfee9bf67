export * from './sectionConfig';
export * from './identifiers';
export * from './sectionData';
export * from './performAction';
export * from './sectionsByCode';
export * from './formats';
export * from './endpoints';
