export * from './pricePlan';
export * from './pricePlanLookups';
export * from './pricePlanRules';
export * from './endpoints';
export * from './pricePlanImpact';
