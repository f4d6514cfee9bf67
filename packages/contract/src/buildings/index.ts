export * from './building';
export * from './buildingRules';
export * from './endpoints';
